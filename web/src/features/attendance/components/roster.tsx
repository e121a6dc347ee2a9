import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { enumLabel } from "@shared/enum-labels";
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type Roster,
  type RosterStudent,
} from "@shared/attendance.schema";
import { memo, useCallback, useRef, type KeyboardEvent } from "react";

export const STATUS_META: Record<AttendanceStatus, { key: string; label: string; palette: string }> = {
  present: { key: "P", label: "Present", palette: "green" },
  absent: { key: "A", label: "Absent", palette: "red" },
  late: { key: "L", label: "Late", palette: "orange" },
  excused: { key: "E", label: "Excused", palette: "blue" },
};
const BY_KEY: Record<string, AttendanceStatus> = { p: "present", a: "absent", l: "late", e: "excused" };

/** What families did ahead (seats): absences they reported, and who comes as a make-up. */
export interface RosterSeats {
  reported: NonNullable<Roster["reported"]>;
  makeUps: string[];
}

/** Where a mark kept on this device stands (offline/mark-outbox.ts). */
export type QueuedState = "pending" | "conflict" | "refused";
const QUEUED_META: Record<QueuedState, { label: string; palette: string }> = {
  pending: { label: "Pending", palette: "orange" },
  conflict: { label: "Conflict", palette: "red" },
  refused: { label: "Not saved", palette: "red" },
};

const Row = memo(function Row({
  student,
  status,
  saved,
  queued,
  reported,
  makeUp,
  index,
  onMark,
  onKey,
}: {
  student: RosterStudent;
  reported: RosterSeats["reported"][string] | undefined;
  makeUp: boolean;
  status: AttendanceStatus | undefined;
  saved: AttendanceStatus | undefined;
  queued: QueuedState | undefined;
  index: number;
  onMark: (id: string, status: AttendanceStatus) => void;
  onKey: (e: KeyboardEvent<HTMLDivElement>, index: number, id: string) => void;
}) {
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <HStack
      data-row={index}
      tabIndex={0}
      role="group"
      aria-label={`${name}: ${status ? STATUS_META[status].label : "not marked"}${queued ? ` (${QUEUED_META[queued].label.toLowerCase()})` : ""}. Press P, A, L or E to mark.`}
      onKeyDown={(e) => onKey(e, index, student._id)}
      justify="space-between"
      wrap="wrap"
      gap="2"
      px="3"
      py={{ base: "3", md: "2" }}
      borderBottomWidth="1px"
      _focusVisible={{ outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "-3px" }}
      bg={status !== saved ? "yellow.subtle" : undefined}
      data-testid={`roster-row-${student._id}`}
      data-queued={queued}
    >
      <Box minW="40">
        <HStack gap="2">
          <Text fontWeight="medium">{name}</Text>
          {queued && (
            <Badge size="sm" colorPalette={QUEUED_META[queued].palette} data-testid="queued-badge">
              {QUEUED_META[queued].label}
            </Badge>
          )}
          {makeUp && (
            <Badge size="sm" colorPalette="purple" data-testid="make-up-badge">
              Make-up
            </Badge>
          )}
        </HStack>
        {reported && (
          <Text fontSize="xs" color="fg.muted" data-testid="reported-absence">
            {`Absence reported by ${reported.by} (${reported.role})${reported.reason ? `: ${reported.reason}` : ""}`}
          </Text>
        )}
        {student.status !== "active" && (
          <Text fontSize="xs" color="fg.muted">
            {enumLabel(student.status)}
          </Text>
        )}
      </Box>
      {/* On a phone the four marks share the row's width, named in full and a thumb's height. */}
      <HStack gap="1" w={{ base: "full", md: "auto" }}>
        {ATTENDANCE_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            minW="10"
            minH={{ base: "11", md: "8" }}
            flex={{ base: "1", md: "none" }}
            px={{ base: "1", md: "3" }}
            tabIndex={-1}
            variant={status === s ? "solid" : "outline"}
            colorPalette={status === s ? STATUS_META[s].palette : "gray"}
            aria-pressed={status === s}
            aria-label={`${STATUS_META[s].label}: ${name}`}
            title={`${STATUS_META[s].label} (${STATUS_META[s].key})`}
            onClick={() => onMark(student._id, s)}
          >
            <Box as="span" hideFrom="md">
              {STATUS_META[s].label}
            </Box>
            <Box as="span" hideBelow="md">
              {STATUS_META[s].key}
            </Box>
          </Button>
        ))}
      </HStack>
    </HStack>
  );
});

/** The roster: one-tap buttons, and arrows to move between students, P/A/L/E to mark. */
export function RosterList({
  students,
  draft,
  saved,
  queued = {},
  seats,
  onMark,
}: {
  students: RosterStudent[];
  draft: Record<string, AttendanceStatus>;
  saved: Record<string, AttendanceStatus>;
  /** Students with a mark kept on this device, and where it stands. */
  queued?: Record<string, QueuedState>;
  seats?: RosterSeats;
  onMark: (id: string, status: AttendanceStatus) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const focusRow = (i: number) =>
    box.current
      ?.querySelector<HTMLElement>(`[data-row="${Math.max(0, Math.min(students.length - 1, i))}"]`)
      ?.focus();
  const onKey = useCallback(
    (e: KeyboardEvent<HTMLDivElement>, index: number, id: string) => {
      if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
      const status = BY_KEY[e.key.toLowerCase()];
      if (status) {
        e.preventDefault();
        onMark(id, status);
        focusRow(index + 1);
      } else if (e.key === "ArrowDown") {
        e.preventDefault();
        focusRow(index + 1);
      } else if (e.key === "ArrowUp") {
        e.preventDefault();
        focusRow(index - 1);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusRow reads the ref and the current length only
    [onMark, students.length],
  );
  return (
    <Stack gap="0" ref={box} borderWidth="1px" borderRadius="md" bg="bg" data-testid="roster">
      {students.map((s, i) => (
        <Row
          key={s._id}
          student={s}
          status={draft[s._id]}
          saved={saved[s._id]}
          queued={queued[s._id]}
          reported={seats?.reported[s._id]}
          makeUp={seats?.makeUps.includes(s._id) ?? false}
          index={i}
          onMark={onMark}
          onKey={onKey}
        />
      ))}
    </Stack>
  );
}
