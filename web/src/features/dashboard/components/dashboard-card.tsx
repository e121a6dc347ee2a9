import { Card, Flex, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled card of the dashboard; `id` names its heading so the section is labelled by it. */
export function DashboardCard({
  id,
  title,
  actions,
  children,
  tone,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** "attention" draws the card as a call to action (the not-taken queue). */
  tone?: "attention";
}) {
  return (
    <Card.Root
      as="section"
      size={{ base: "sm", md: "md" }}
      aria-labelledby={`${id}-title`}
      borderColor={tone === "attention" ? "orange.300" : undefined}
      borderLeftWidth={tone === "attention" ? "4px" : undefined}
    >
      <Card.Header pb="2">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={`${id}-title`} flex="1">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}
