import { Badge, Box, Flex, Link, Table, Text } from "@chakra-ui/react";
import { TZDate } from "@date-fns/tz";
import type { AuditEntryView } from "@shared/audit.schema";
import { format } from "date-fns";
import { Link as RouterLink } from "react-router-dom";
import { RESOURCE_LABELS, recordLink } from "../record-link";
import { TableHead } from "@/components/ui/table-head";

type Change = { before: unknown; after: unknown };

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(show).join(", ");
  return JSON.stringify(v);
};

function isChanges(v: unknown): v is Record<string, Change> {
  return Boolean(v) && typeof v === "object" && Object.values(v as object).every((c) => c && "after" in c);
}

/** What an entry changed: before and after for edits that record them, the details otherwise. */
function WhatChanged({ details }: { details: Record<string, unknown> }) {
  const { changes, ...rest } = details;
  if (isChanges(changes) && Object.keys(changes).length > 0) {
    return (
      <Table.ScrollArea mt="2">
        <Table.Root size="sm" variant="outline">
          <TableHead columns={["Field", "Before", "After"]} />
          <Table.Body>
            {Object.entries(changes).map(([field, c]) => (
              <Table.Row key={field}>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {field}
                </Table.Cell>
                <Table.Cell>{show(c.before)}</Table.Cell>
                <Table.Cell>{show(c.after)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }
  const entries = Object.entries(rest);
  if (entries.length === 0) return null;
  return (
    <Box as="dl" mt="1" fontSize="sm" color="fg.muted">
      {entries.map(([k, v]) => (
        <Flex key={k} gap="2" wrap="wrap">
          <Box as="dt" fontWeight="medium">
            {k}:
          </Box>
          <Box as="dd" wordBreak="break-word">
            {show(v)}
          </Box>
        </Flex>
      ))}
    </Box>
  );
}

/** One line of the trail: when, who, what, on which record (a link while it exists). */
export function AuditEntry({
  entry,
  timeZone,
  dateFormat,
}: {
  entry: AuditEntryView;
  timeZone: string;
  dateFormat: string;
}) {
  const link = entry.exists ? recordLink(entry.resource, entry.resourceId) : null;
  const label = RESOURCE_LABELS[entry.resource] ?? entry.resource;
  const when = entry.at ? format(new TZDate(entry.at, timeZone), `${dateFormat} HH:mm`) : "—";
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Flex gap="2" wrap="wrap" align="baseline">
        <Text asChild fontWeight="medium" fontVariantNumeric="tabular-nums">
          <time dateTime={entry.at ?? undefined}>{when}</time>
        </Text>
        <Badge colorPalette="purple" variant="subtle" fontFamily="mono">
          {entry.action}
        </Badge>
        <Text color="fg.muted" fontSize="sm">
          by {entry.actor.name || entry.actor.email || entry.actor.uid} ({entry.actor.role})
        </Text>
      </Flex>
      <Text mt="1" fontSize="sm">
        {label}{" "}
        {link ? (
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={link}>{entry.resourceId}</RouterLink>
          </Link>
        ) : (
          <Text as="span" fontFamily="mono" fontSize="xs">
            {entry.resourceId}
            {!entry.exists && " (no longer exists)"}
          </Text>
        )}
      </Text>
      <WhatChanged details={entry.details} />
    </Box>
  );
}
