import { Alert, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { AttendanceStatus } from "@shared/attendance.schema";
import type { ReactNode } from "react";
import { dropMarks, resolveConflict, type QueuedMark } from "./mark-outbox";

const label = (s: AttendanceStatus | null | undefined) =>
  s ? s.charAt(0).toUpperCase() + s.slice(1) : "Not marked";

const report = (err: unknown) => console.warn("The attendance outbox could not be changed:", err);

function MarksAlert({
  status,
  title,
  children,
}: {
  status: "warning" | "error";
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            {children}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The two answers to a conflict: keep this device's mark (the main one) or the saved one. */
const KEEP = [
  { side: "mine", variant: "solid", colorPalette: "brand" },
  { side: "theirs", variant: "outline" },
] as const;

/** One mark in an alert: what happened to it, and what the user can do (`children`). */
function MarkRow({ text, testId, children }: { text: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="2" data-testid={testId}>
      <Text>{text}</Text>
      {children}
    </HStack>
  );
}

/**
 * Marks from this device the server did not take: a conflict (someone else saved the student
 * meanwhile), where the user picks which mark stays, or a refusal, which they can only discard.
 */
export function QueuedMarksPanel({ marks }: { marks: QueuedMark[] }) {
  const conflicts = marks.filter((m) => m.state === "conflict");
  const refused = marks.filter((m) => m.state === "refused");
  if (conflicts.length + refused.length === 0) return null;
  return (
    <Stack gap="2" data-testid="queued-marks-panel">
      {conflicts.length > 0 && (
        <MarksAlert status="warning" title="Marked by someone else meanwhile">
          {conflicts.map((m) => (
            <MarkRow
              key={m.id}
              testId={`conflict-${m.studentId}`}
              text={
                <>
                  {m.studentName}: you marked <strong>{label(m.status)}</strong>; it was saved as{" "}
                  <strong>{label(m.theirs)}</strong> meanwhile.
                </>
              }
            >
              <HStack gap="2">
                {KEEP.map(({ side, ...look }) => (
                  <Button
                    key={side}
                    size="xs"
                    {...look}
                    onClick={() => void resolveConflict(m, side).catch(report)}
                  >
                    Keep {label(side === "mine" ? m.status : m.theirs)}
                  </Button>
                ))}
              </HStack>
            </MarkRow>
          ))}
        </MarksAlert>
      )}
      {refused.length > 0 && (
        <MarksAlert status="error" title="Not saved">
          {refused.map((m) => (
            <MarkRow
              key={m.id}
              text={
                <>
                  {m.studentName} ({label(m.status)}): {m.problem}
                </>
              }
            >
              <Button size="xs" variant="outline" onClick={() => void dropMarks([m.id]).catch(report)}>
                Discard
              </Button>
            </MarkRow>
          ))}
        </MarksAlert>
      )}
    </Stack>
  );
}
