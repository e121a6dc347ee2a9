import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import type { BugReport } from "@shared/bug-report.schema";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { FormField } from "@/components/ui/form-field";
import { useDebounced } from "@/lib/use-debounced";
import { useBugReportSearch } from "../api/search-bug-reports";
import { BugStatusBadge } from "./bug-badges";

/** Marks the report a duplicate of another found by title, or clears the mark. */
export function DuplicatePicker({
  report,
  busy,
  onChange,
}: {
  report: BugReport;
  busy: boolean;
  onChange: (duplicateOf: string | null) => void;
}) {
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const results = useBugReportSearch(q);
  const choices = (results.data ?? []).filter((r) => r._id !== report._id);

  if (report.duplicateOf)
    return (
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Text>Duplicate of</Text>
        <RouterLink to={`?report=${encodeURIComponent(report.duplicateOf)}`}>
          <Text as="span" color="brand.fg" textDecoration="underline">
            {report.duplicate?.title ?? report.duplicateOf}
          </Text>
        </RouterLink>
        <Button size="xs" variant="outline" disabled={busy} onClick={() => onChange(null)}>
          Not a duplicate
        </Button>
      </HStack>
    );

  return (
    <Stack gap="2">
      <FormField label="Duplicate of" helper="Find the original report by a word of its title.">
        <Input
          size="sm"
          type="search"
          placeholder="Search titles"
          value={search}
          maxLength={60}
          onChange={(e) => setSearch(e.target.value)}
        />
      </FormField>
      {q && results.isSuccess && choices.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No other report matches.
        </Text>
      )}
      {choices.map((r) => (
        <HStack key={r._id} gap="2" justify="space-between" fontSize="sm">
          <HStack gap="2" minW="0">
            <BugStatusBadge status={r.status} />
            <Text truncate>{r.title}</Text>
          </HStack>
          <Button size="xs" variant="outline" disabled={busy} onClick={() => onChange(r._id)}>
            Mark as duplicate
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
