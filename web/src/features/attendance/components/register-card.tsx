import { Box, Button, Card, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import type { Roster } from "@shared/attendance.schema";
import { Check, CheckCheck } from "lucide-react";
import { EmptyView } from "@/components/ui/load-states";
import { useOnline } from "@/lib/use-online";
import { useSchoolFormat } from "@/lib/use-school-format";
import { marks, type AttendanceRegister } from "../hooks/use-attendance-register";
import { QueuedMarksPanel } from "../offline/queued-marks-panel";
import { RosterList } from "./roster";

type Props = { date: string; data: Roster; register: AttendanceRegister };

/** One occurrence's register: its heading and save state, the roster, the notes and Save. */
export function RegisterCard({ date, data, register: r }: Props) {
  const school = useSchoolFormat();
  const online = useOnline();
  const session = data.session;
  const savedAt = data.updatedAt ?? null;
  const { counts } = r;
  return (
    <Card.Root>
      <Card.Header pb="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box>
            <Text fontWeight="semibold" fontSize="lg">
              {session.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {school.longDate(date)} · {session.startTime}–{session.endTime} · {data.students.length}{" "}
              students
            </Text>
          </Box>
          <Text
            fontSize="sm"
            data-testid="save-state"
            color={r.dirty || r.pending > 0 ? "orange.fg" : "green.fg"}
            aria-live="polite"
          >
            {r.dirty
              ? `Unsaved changes (${r.changed.length})`
              : r.pending > 0
                ? online
                  ? `Sending ${marks(r.pending)}…`
                  : `${marks(r.pending)} pending: kept on this device`
                : savedAt
                  ? `Saved at ${school.time(savedAt)}`
                  : "Nothing saved yet"}
          </Text>
        </HStack>
        {r.copy && (
          <Text color="orange.fg" fontSize="sm" data-testid="device-copy">
            No connection: this is the roster as this device loaded it at {school.dateTime(r.copy.savedAt)}.
            Marks you take are kept here and sent when the connection is back.
          </Text>
        )}
        {session.cancelled && (
          <Text color="orange.fg" fontSize="sm">
            This session was cancelled on this date
            {session.cancelReason ? `: ${session.cancelReason}` : ""}.
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2">
        {data.students.length === 0 ? (
          <EmptyView title="No students in this session's groups" />
        ) : (
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {counts.present} present · {counts.absent} absent · {counts.late} late · {counts.excused}{" "}
                excused · {r.unmarked} not marked
              </Text>
              <Button size="sm" variant="outline" onClick={r.markAllPresent}>
                <CheckCheck /> Mark all present
              </Button>
            </HStack>
            <QueuedMarksPanel marks={r.queued} />
            <RosterList
              students={data.students}
              draft={r.draft}
              saved={r.kept}
              queued={r.queuedStates}
              seats={{ reported: data.reported ?? {}, makeUps: data.makeUps ?? [] }}
              onMark={r.mark}
            />
            <Field.Root>
              <Field.Label>Session notes</Field.Label>
              <Textarea
                value={r.notes}
                onChange={(e) => r.setNotes(e.target.value)}
                rows={2}
                maxLength={2000}
              />
            </Field.Root>
            {/* On a phone Save stays in reach at the foot of the screen while the roster scrolls. */}
            <HStack
              justify="flex-end"
              position={{ base: "sticky", lg: "static" }}
              bottom="0"
              bg="bg"
              py={{ base: "2", lg: "0" }}
              zIndex="1"
            >
              <Button
                colorPalette="brand"
                onClick={r.save}
                loading={r.saving}
                disabled={!r.dirty || session.cancelled}
              >
                <Check /> {online ? "Save attendance" : "Keep on this device"}
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
