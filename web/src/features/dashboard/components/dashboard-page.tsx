import { Box, Grid, Skeleton, Stack } from "@chakra-ui/react";
import { useCallback } from "react";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { ListSkeleton, LoadError } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { FilterSelect } from "@/components/ui/select-input";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { useAuth } from "@/lib/auth/use-auth";
import { lookupOptions, useLookups } from "@/lib/lookups";
import { useDashboard } from "../api/get-dashboard";
import { AttendanceTrend } from "./attendance-trend";
import { Figures } from "./figures";
import { FollowUps } from "./follow-ups";
import { NextUp } from "./next-up";
import { NotTakenQueue } from "./not-taken-queue";
import { ReportedAbsences } from "./reported-absences";
import { TodaySessions } from "./today-sessions";

/** The program filter, kept in the address (?program=) so a narrowed dashboard can be bookmarked. */
function ProgramFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const lookups = useLookups();
  return (
    <FilterSelect
      label="Program"
      width="64"
      all="All programs"
      value={value}
      onChange={onChange}
      options={lookupOptions(lookups.data?.programs)}
    />
  );
}

/** /dashboard: what needs doing today, who needs a word, and how the school is doing. */
export function DashboardPage() {
  const { auth } = useAuth();
  const [params, setParam] = useSearchParamSetter();
  const programId = params.get("program") || null;
  const dashboard = useDashboard(programId);
  const retry = useCallback(() => void dashboard.refetch(), [dashboard]);
  useErrorToast(dashboard.error, "Error fetching dashboard:", "The dashboard could not be loaded.", retry);

  const setProgram = (id: string) => setParam("program", id);

  const firstName = auth.user?.displayName.split(" ")[0];
  const data = dashboard.data;
  return (
    <Box>
      <PageHeader
        title="Dashboard"
        description={firstName ? `Welcome back, ${firstName}. Here is what needs doing today.` : undefined}
        actions={<ProgramFilter value={programId ?? ""} onChange={setProgram} />}
      />
      {dashboard.isError && !data && (
        <Box mb="6">
          <LoadError message="The dashboard could not be loaded." onRetry={retry} />
        </Box>
      )}
      {data ? <NotTakenQueue queue={data.notTaken} /> : dashboard.isPending && <Skeleton h="12" mb="6" />}
      <Figures figures={data?.figures} loading={dashboard.isPending} />
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          {data ? (
            <TodaySessions data={data} />
          ) : (
            dashboard.isPending && <ListSkeleton rows={4} height="14" />
          )}
          {data && <AttendanceTrend trend={data.trend} />}
        </Stack>
        <Stack gap="6" minW="0">
          {data ? (
            <>
              <FollowUps followUps={data.followUps} />
              <ReportedAbsences date={data.date} />
              <NextUp data={data} />
            </>
          ) : (
            dashboard.isPending && <ListSkeleton rows={3} height="20" />
          )}
        </Stack>
      </Grid>
    </Box>
  );
}

export default DashboardPage;
