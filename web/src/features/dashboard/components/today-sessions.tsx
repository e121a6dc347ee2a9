import { Box, Text } from "@chakra-ui/react";
import type { Dashboard } from "@shared/dashboard.schema";
import { EmptyView } from "@/components/ui/load-states";
import { useSchoolFormat } from "@/lib/use-school-format";
import { DashboardCard } from "./dashboard-card";
import { SessionRow } from "./session-row";

/** Every session and practice of today, the caller's own first for staff. */
export function TodaySessions({ data }: { data: Dashboard }) {
  const school = useSchoolFormat();
  const taken = data.today.filter((s) => s.taken).length;
  const open = data.today.filter((s) => !s.cancelled).length;
  return (
    <DashboardCard
      id="today"
      title={`Today · ${school.longDate(data.date)}`}
      actions={
        open > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {taken} of {open} taken
          </Text>
        ) : undefined
      }
    >
      {data.today.length === 0 ? (
        <EmptyView title="No classes today" description="Nothing is on the timetable for today." />
      ) : (
        <>
          {data.ownFirst && data.today.some((s) => s.mine) && (
            <Text fontSize="sm" color="fg.muted">
              Your sessions first.
            </Text>
          )}
          <Box as="ul" m="0" p="0" data-testid="today-sessions">
            {data.today.map((s) => (
              <SessionRow key={s.key} session={s} />
            ))}
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
