import { Heading, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A titled part of a screen, with an optional "see all" link. */
export function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {more && (
          <Link
            to={more.to}
            style={{ fontSize: "0.875rem", color: "var(--chakra-colors-brand-fg)", fontWeight: 500 }}
          >
            {more.label}
          </Link>
        )}
      </HStack>
      {children}
    </Stack>
  );
}
