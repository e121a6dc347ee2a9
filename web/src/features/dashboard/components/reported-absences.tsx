import { Stack, Text } from "@chakra-ui/react";
import { useReportedAbsences } from "../api/get-reported-absences";
import { DashboardCard } from "./dashboard-card";

/** Today's absences families reported ahead (from the app): who, which class, who said so and why. */
export function ReportedAbsences({ date }: { date: string }) {
  const absences = useReportedAbsences(date);
  const list = absences.data ?? [];
  return (
    <DashboardCard id="reported-absences" title="Reported absences today">
      {absences.isError ? (
        <Text color="fg.error">The reported absences could not be loaded.</Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted">{absences.isPending ? "Loading…" : "No absence reported for today."}</Text>
      ) : (
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
    </DashboardCard>
  );
}
