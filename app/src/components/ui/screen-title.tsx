import { Heading, HStack } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";

/** A screen's heading, and the document title ("<title> | Studio"). */
export function ScreenTitle({ children, action }: { children: string; action?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} | Studio`;
  }, [children]);
  return (
    <HStack justify="space-between" mb="4" gap="3">
      <Heading as="h1" size="xl" lineHeight="short">
        {children}
      </Heading>
      {action}
    </HStack>
  );
}
