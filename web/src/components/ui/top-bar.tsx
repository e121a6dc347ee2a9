import { Flex, type FlexProps } from "@chakra-ui/react";

/**
 * A bar across the top of the console or of a panel in it (the header, a conversation's header):
 * one look for both, on the page's background with a line under it.
 */
export function TopBar(props: FlexProps) {
  return <Flex align="center" gap="3" minH="16" bg="bg" borderBottomWidth="1px" {...props} />;
}
