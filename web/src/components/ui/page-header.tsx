import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A page's main action when it is a link to where that is done ("New announcement"). */
export interface PrimaryLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

export function PageHeader({
  title,
  description,
  actions,
  primaryLink,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  primaryLink?: PrimaryLink;
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
      {primaryLink && (
        <Button asChild colorPalette="brand">
          <RouterLink to={primaryLink.to}>
            {primaryLink.icon} {primaryLink.label}
          </RouterLink>
        </Button>
      )}
    </Flex>
  );
}
