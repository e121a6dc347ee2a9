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
            <HStack
              key={m.id}
              justify="space-between"
              wrap="wrap"
              gap="2"
              data-testid={`conflict-${m.studentId}`}
            >
              <Text>
                {m.studentName}: you marked <strong>{label(m.status)}</strong>; it was saved as{" "}
                <strong>{label(m.theirs)}</strong> meanwhile.
              </Text>
              <HStack gap="2">
                <Button
                  size="xs"
                  colorPalette="brand"
                  onClick={() => void resolveConflict(m, "mine").catch(report)}
                >
                  Keep {label(m.status)}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void resolveConflict(m, "theirs").catch(report)}
                >
                  Keep {label(m.theirs)}
                </Button>
              </HStack>
            </HStack>
          ))}
        </MarksAlert>
      )}
      {refused.length > 0 && (
        <MarksAlert status="error" title="Not saved">
          {refused.map((m) => (
            <HStack key={m.id} justify="space-between" wrap="wrap" gap="2">
              <Text>
                {m.studentName} ({label(m.status)}): {m.problem}
              </Text>
              <Button size="xs" variant="outline" onClick={() => void dropMarks([m.id]).catch(report)}>
                Discard
              </Button>
            </HStack>
          ))}
        </MarksAlert>
      )}
    </Stack>
  );
}
