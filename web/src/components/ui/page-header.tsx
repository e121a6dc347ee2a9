import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A page's main action ("New announcement"): a link to where it is done, or a button that starts it. */
export type PrimaryAction = { label: string; icon?: ReactNode } & ({ to: string } | { onClick: () => void });

export function PageHeader({
  title,
  description,
  actions,
  primary,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Shown after `actions`, in the brand colour; leave it out while the page has no use for it. */
  primary?: PrimaryAction | false;
}) {
  return (
    <Flex mb="6" gap="4" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }}>
      <Box flex="1">
        <Heading as="h1" size="xl" fontWeight="semibold">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        )}
      </Box>
      {actions}
      {primary &&
        ("to" in primary ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={primary.to}>
              {primary.icon} {primary.label}
            </RouterLink>
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={primary.onClick}>
            {primary.icon} {primary.label}
          </Button>
        ))}
    </Flex>
  );
}
