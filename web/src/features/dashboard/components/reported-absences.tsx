import { Stack, Text } from "@chakra-ui/react";
import { QueryStates } from "@/components/ui/load-states";
import { useReportedAbsences } from "../api/get-reported-absences";
import { DashboardCard } from "./dashboard-card";

/** Today's absences families reported ahead (from the app): who, which class, who said so and why. */
export function ReportedAbsences({ date }: { date: string }) {
  const absences = useReportedAbsences(date);
  return (
    <DashboardCard id="reported-absences" title="Reported absences today">
      <QueryStates
        query={absences}
        noun="reported absences"
        skeleton={{ rows: 1, height: "6" }}
        empty={<Text color="fg.muted">No absence reported for today.</Text>}
      >
        {(list) => (
          <Stack gap="2" as="ul" listStyleType="none" data-testid="reported-absences">
            {list.map((a) => (
              <li key={a._id}>
                <Text fontWeight="medium">{`${a.studentName} · ${a.sessionName}`}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {`Reported by ${a.reportedBy.name} (${a.reportedBy.role})${a.reason ? `: ${a.reason}` : ""}`}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryStates>
    </DashboardCard>
  );
}
