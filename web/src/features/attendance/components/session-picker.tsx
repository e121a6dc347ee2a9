import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { QueryStates } from "@/components/ui/load-states";
import { useSessionsOn } from "../api/list-sessions";

type Props = {
  date: string;
  sessionKey: string | null;
  onDate: (date: string) => void;
  onSession: (key: string) => void;
};

/**
 * The day and its sessions: the left column of the register. On a phone, once a session is chosen
 * the day's list folds into that one session and a "Change" button, so the roster is in reach.
 */
export function SessionPicker({ date, sessionKey, onDate, onSession }: Props) {
  const sessions = useSessionsOn(date);
  const [browsing, setBrowsing] = useState(false);
  const chosen = sessions.data?.find((s) => s.key === sessionKey);
  const folded = Boolean(chosen) && !browsing;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Date</Field.Label>
        <Input type="date" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} />
      </Field.Root>
      {folded && chosen && (
        <HStack
          display={{ base: "flex", lg: "none" }}
          gap="2"
          px="3"
          py="2"
          borderWidth="1px"
          borderRadius="md"
          data-testid="chosen-session"
        >
          <Box flex="1" minW="0">
            <Text fontWeight="semibold">{chosen.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {chosen.startTime}–{chosen.endTime}
              {chosen.room ? ` · ${chosen.room}` : ""}
            </Text>
          </Box>
          <Button size="sm" variant="outline" minH="11" onClick={() => setBrowsing(true)}>
            Change
          </Button>
        </HStack>
      )}
      <Box display={folded ? { base: "none", lg: "block" } : "block"}>
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
            // A real list of buttons (a button cannot itself be a list item): each session stays a
            // button to activate, and the list still says how many sessions the day has.
            <Stack
              as="ul"
              gap="2"
              listStyleType="none"
              aria-label="Sessions on this day"
              data-testid="session-list"
            >
              {daySessions.map((s) => (
                <Box as="li" key={s.key}>
                  <Button
                    w="full"
                    variant={s.key === sessionKey ? "solid" : "outline"}
                    colorPalette={s.key === sessionKey ? "brand" : "gray"}
                    justifyContent="space-between"
                    h="auto"
                    py="2"
                    whiteSpace="normal"
                    textAlign="left"
                    onClick={() => {
                      setBrowsing(false);
                      onSession(s.key);
                    }}
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
                </Box>
              ))}
            </Stack>
          )}
        </QueryStates>
      </Box>
    </Stack>
  );
}
