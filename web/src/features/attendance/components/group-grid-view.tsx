import { Box, Button, HStack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import type { Lookups } from "@shared/program";
import { addDays } from "@shared/school-calendar";
import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { SelectInput } from "@/components/ui/select-input";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { downloadAttendanceCsv, useGroupGrid } from "../api/get-group-grid";
import { STATUS_META } from "./roster";
import { lookupOptions } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";

/** The API lists sessions oldest first. */
const newestFirst = <T,>(columns: readonly T[]) => [...columns].reverse();

const COLORS: Record<string, string> = {
  present: "green.solid",
  absent: "red.solid",
  late: "orange.solid",
  excused: "blue.solid",
};

/**
 * A group's last 8 weeks: students down, session dates across. The rate and the newest sessions
 * come first, beside the name, so a table wider than the screen scrolls only the oldest weeks away.
 */
export function GroupGridView({ lookups, today }: { lookups: Lookups; today: string }) {
  const [groupId, setGroupId] = useState(lookups.groups[0]?._id ?? "");
  const grid = useGroupGrid(groupId);
  const school = useSchoolFormat();
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    const run = () => {
      setExporting(true);
      downloadAttendanceCsv(addDays(today, -56), today, groupId)
        .then(() => toast.success("Attendance exported."))
        .catch((err: Error) =>
          toastErrorWithRetry(`The export failed. ${err.message}`, run, "attendance-export"),
        )
        .finally(() => setExporting(false));
    };
    run();
  };
  return (
    <Box>
      <HStack mb="3" gap="2" wrap="wrap">
        <SelectInput
          root={{ size: "sm", maxW: "64" }}
          aria-label="Group"
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          options={lookupOptions(lookups.groups)}
        />
        <Button size="sm" variant="outline" onClick={exportCsv} loading={exporting} disabled={!groupId}>
          <Download /> Export CSV
        </Button>
      </HStack>
      <QueryStates query={grid} noun="group's attendance" skeleton={{ rows: 6 }}>
        {(data) =>
          data.columns.length === 0 ? (
            <EmptyView
              title="No attendance in the last 8 weeks"
              description="Marks taken for this group's sessions will appear here."
            />
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
              <Table.Root size="sm" stickyHeader>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader position="sticky" left="0" bg="bg" zIndex="1">
                      Student
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
                    {newestFirst(data.columns).map((c) => (
                      <Table.ColumnHeader key={c.attendanceId} whiteSpace="nowrap" fontSize="xs">
                        {/* Written here, the school's way: the API's label is a fixed "Mon 10-05". */}
                        {c.sessionType === "practice" ? "Practice" : school.weekday(c.date)}
                        <br />
                        {school.date(c.date)}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.students.map((s) => {
                    const row = data.cells[s._id] ?? {};
                    const marks = Object.values(row);
                    const rate = marks.length
                      ? Math.round(
                          (100 * marks.filter((m) => m === "present" || m === "late").length) / marks.length,
                        )
                      : null;
                    return (
                      <Table.Row key={s._id}>
                        <Table.Cell position="sticky" left="0" bg="bg" whiteSpace="nowrap">
                          {s.firstName} {s.lastName}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{rate === null ? "—" : `${rate}%`}</Table.Cell>
                        {newestFirst(data.columns).map((c) => {
                          const m = row[c.attendanceId];
                          return (
                            <Table.Cell key={c.attendanceId} textAlign="center" p="1">
                              {m ? (
                                <Box
                                  as="span"
                                  display="inline-block"
                                  minW="6"
                                  borderRadius="sm"
                                  color="white"
                                  bg={COLORS[m]}
                                  fontSize="xs"
                                  fontWeight="bold"
                                  title={STATUS_META[m].label}
                                >
                                  {STATUS_META[m].key}
                                </Box>
                              ) : (
                                <Text as="span" color="fg.subtle">
                                  {/* A name on a plain span is not read out (axe: aria-prohibited-attr). */}
                                  <span aria-hidden="true">·</span>
                                  <VisuallyHidden>not marked</VisuallyHidden>
                                </Text>
                              )}
                            </Table.Cell>
                          );
                        })}
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </QueryStates>
    </Box>
  );
}
