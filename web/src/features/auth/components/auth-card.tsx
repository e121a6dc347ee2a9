import { Box, Card, Center, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The centred card every public page (sign-in, reset) uses. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center
      as="main"
      minH="100dvh"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="bg.subtle"
    >
      <Box w="full" maxW="420px">
        <Center mb="6" gap="2" fontWeight="bold" fontSize="xl" color="brand.800">
          <Box
            bg="brand.700"
            color="white"
            borderRadius="md"
            w="9"
            h="9"
            display="grid"
            placeItems="center"
            fontSize="sm"
          >
            SA
          </Box>
          Studio Admin
        </Center>
        <Card.Root shadow="md">
          <Card.Body gap="5" p={{ base: "6", md: "8" }}>
            <Box>
              <Heading as="h1" size="lg">
                {title}
              </Heading>
              {subtitle && (
                <Text color="fg.muted" mt="1" fontSize="sm">
                  {subtitle}
                </Text>
              )}
            </Box>
            {children}
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
