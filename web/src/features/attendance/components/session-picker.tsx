import { Badge, Box, Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { QueryStates } from "@/components/ui/load-states";
import { useSessionsOn } from "../api/list-sessions";

type Props = {
  date: string;
  sessionKey: string | null;
  onDate: (date: string) => void;
  onSession: (key: string) => void;
};

/** The day and its sessions: the left column of the register. */
export function SessionPicker({ date, sessionKey, onDate, onSession }: Props) {
  const sessions = useSessionsOn(date);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Date</Field.Label>
        <Input type="date" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} />
      </Field.Root>
      <QueryStates
        query={sessions}
        noun="sessions"
        skeleton={{ rows: 3 }}
        empty={
          <Text color="fg.muted" fontSize="sm">
            No sessions on this day.
          </Text>
        }
      >
        {(daySessions) => (
          <Stack gap="2" role="list" aria-label="Sessions on this day">
            {daySessions.map((s) => (
              <Button
                key={s.key}
                role="listitem"
                variant={s.key === sessionKey ? "solid" : "outline"}
                colorPalette={s.key === sessionKey ? "brand" : "gray"}
                justifyContent="space-between"
                h="auto"
                py="2"
                whiteSpace="normal"
                textAlign="left"
                onClick={() => onSession(s.key)}
                aria-current={s.key === sessionKey ? "true" : undefined}
              >
                <Box>
                  <Text fontWeight="semibold">{s.name}</Text>
                  <Text fontSize="xs" opacity={0.85}>
                    {s.startTime}–{s.endTime}
                    {s.room ? ` · ${s.room}` : ""}
                    {s.cancelled ? " · cancelled" : ""}
                  </Text>
                </Box>
                {s.marked > 0 && <Badge colorPalette="green">{s.marked} marked</Badge>}
              </Button>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
