import { Box, Flex, Link, Text } from "@chakra-ui/react";
import type { AuditEntryView } from "@shared/audit.schema";
import { Link as RouterLink } from "react-router-dom";
import { changeLine, detailLines, fieldWords, recordWords, sentenceParts } from "../audit-words";
import { recordLink } from "../record-link";
import type { SchoolFormat } from "@/lib/school-format";

type Change = { before: unknown; after: unknown };

function isChanges(v: unknown): v is Record<string, Change> {
  return Boolean(v) && typeof v === "object" && Object.values(v as object).every((c) => c && "after" in c);
}

/**
 * Fields an edit names as changed whose values the trail keeps out (a note, a description): one
 * "Also changed" line, so the entry does not read as if only the shown fields moved.
 */
function unshownFields(entry: AuditEntryView, changes: Record<string, Change>) {
  const fields = Array.isArray(entry.details.fields) ? entry.details.fields.map(String) : [];
  const shown = Object.keys(changes);
  const rest = fields.filter((f) => !shown.some((k) => k === f || k.startsWith(`${f}.`)));
  return rest.length ? [["Also changed", `Also changed: ${rest.map(fieldWords).join(", ")}`] as const] : [];
}

/** One line a field, "Phone: 555-0100 → 555-0199": recorded changes, or what the action keeps. */
function WhatChanged({ entry, words }: { entry: AuditEntryView; words: Words }) {
  const { changes } = entry.details;
  const lines = isChanges(changes)
    ? [
        ...Object.entries(changes).map(
          ([field, c]) => [fieldWords(field), changeLine(field, c, words)] as const,
        ),
        ...unshownFields(entry, changes),
      ]
    : detailLines(entry, words).map((l) => [l.slice(0, l.indexOf(":")), l] as const);
  if (lines.length === 0) return null;
  return (
    <Box as="ul" mt="1" ps="0" fontSize="sm" color="fg.muted" data-testid="audit-changes">
      {lines.map(([field, line]) => {
        const label = `${field}:`;
        return (
          <Box as="li" key={line} listStyleType="none" wordBreak="break-word">
            <Text as="span" fontWeight="medium" color="fg">
              {label}
            </Text>
            {line.slice(label.length)}
          </Box>
        );
      })}
    </Box>
  );
}

interface Words {
  date: (civil: string) => string;
  name: (id: string) => string | undefined;
}

/** An attendance record is named by its session's date: "the register of 11/20/2026". */
function registerName(entry: AuditEntryView, school: SchoolFormat): string | undefined {
  const date = /_(\d{4}-\d{2}-\d{2})$/.exec(entry.resourceId)?.[1];
  return entry.resource === "attendance" && date ? `the register of ${school.date(date)}` : undefined;
}

/** One line of the trail, in words: when; who did what to which record (a link while it exists). */
export function AuditEntry({
  entry,
  school,
  nameOf,
}: {
  entry: AuditEntryView;
  school: SchoolFormat;
  /** A group's or program's name for its id, for changes that record ids. */
  nameOf: (id: string) => string | undefined;
}) {
  const link = entry.exists ? recordLink(entry.resource, entry.resourceId) : null;
  const { before, after, named } = sentenceParts(entry);
  const record = recordWords(entry, registerName(entry, school));
  const actor = entry.actor.name || entry.actor.email || "Someone";
  const words: Words = { date: school.date, name: nameOf };
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg"
      data-testid="audit-entry"
    >
      <Text asChild fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        <time dateTime={entry.at ?? undefined}>{school.longDateTime(entry.at)}</time>
      </Text>
      <Flex wrap="wrap" columnGap="1" data-testid="audit-sentence">
        <Text>
          <Text as="span" fontWeight="medium">
            {actor}
          </Text>{" "}
          {before}
          {named &&
            (link ? (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={link}>{record}</RouterLink>
              </Link>
            ) : (
              <>
                {record}
                {!entry.exists && entry.resource !== "settings" && (
                  <Text as="span" color="fg.muted">
                    {" "}
                    (since removed)
                  </Text>
                )}
              </>
            ))}
          {after}.
        </Text>
      </Flex>
      <WhatChanged entry={entry} words={words} />
    </Box>
  );
}
