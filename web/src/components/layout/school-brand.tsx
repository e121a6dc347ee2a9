import { Box, Flex, Image, Text } from "@chakra-ui/react";

/** What the side menu's brand shows: the school's name and logo (Settings → School). */
export interface SchoolBrand {
  name: string;
  logoURL: string | null;
}

/** The app's own name until the school's settings have been read once on this device. */
export const DEFAULT_BRAND: SchoolBrand = { name: "Studio Admin", logoURL: null };

/** Up to two initials: "Northside Dance Academy" → "ND". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "SA"
  );
}

export function Brand({ compact, school }: { compact: boolean; school: SchoolBrand }) {
  return (
    <Flex
      h="16"
      align="center"
      px="5"
      gap="2"
      color="white"
      fontWeight="bold"
      fontSize="lg"
      borderBottomWidth="1px"
      borderColor="whiteAlpha.100"
      minW="0"
    >
      {school.logoURL ? (
        // The name beside it says what the logo is; compact, the link's title does.
        <Image
          src={school.logoURL}
          alt=""
          w="8"
          h="8"
          borderRadius="md"
          objectFit="contain"
          bg="white"
          flexShrink={0}
        />
      ) : (
        <Box
          as="span"
          bg="brand.600"
          borderRadius="md"
          w="8"
          h="8"
          display="grid"
          placeItems="center"
          fontSize="sm"
          flexShrink={0}
          aria-hidden="true"
        >
          {initialsOf(school.name)}
        </Box>
      )}
      {compact ? (
        <Text srOnly>{school.name}</Text>
      ) : (
        <Text lineClamp={2} fontSize="md" lineHeight="short" title={school.name} data-testid="school-name">
          {school.name}
        </Text>
      )}
    </Flex>
  );
}
