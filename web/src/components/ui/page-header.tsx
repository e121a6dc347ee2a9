import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
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
    </Flex>
  );
}
