import { Badge, Box, HStack, Icon, Text } from "@chakra-ui/react";
import type { Dashboard } from "@shared/dashboard.schema";
import { CircleCheck } from "lucide-react";
import { DashboardCard } from "./dashboard-card";
import { SessionRow } from "./session-row";

/** Past sessions of the last two weeks with no attendance: at the top until none is left. */
export function NotTakenQueue({ queue }: { queue: Dashboard["notTaken"] }) {
  if (queue.total === 0)
    return (
      <HStack
        data-testid="queue-done"
        mb="6"
        px="4"
        py="3"
        borderRadius="md"
        bg="green.50"
        color="green.800"
        gap="2"
      >
        <Icon as={CircleCheck} boxSize="5" aria-hidden />
        <Text fontSize="sm">Attendance is taken for every session of the last {queue.days} days.</Text>
      </HStack>
    );
  const more = queue.total - queue.sessions.length;
  return (
    <Box mb="6" data-testid="not-taken-queue">
      <DashboardCard
        id="not-taken"
        tone="attention"
        title={
          <HStack gap="2">
            <span>Attendance not taken</span>
            <Badge colorPalette="orange" variant="solid">
              {queue.total}
              <Box as="span" srOnly>
                {" "}
                sessions
              </Box>
            </Badge>
          </HStack>
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="1">
          Sessions of the last {queue.days} days with no register yet.
        </Text>
        <Box as="ul" m="0" p="0">
          {queue.sessions.map((s) => (
            <SessionRow key={`${s.key}-${s.date}`} session={s} showDate />
          ))}
        </Box>
        {more > 0 && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            And {more} more: take the ones above first.
          </Text>
        )}
      </DashboardCard>
    </Box>
  );
}
