import { Box, Grid, Skeleton, Stack } from "@chakra-ui/react";
import { useCallback } from "react";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { FilterSelect } from "@/components/ui/select-input";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { useAuth } from "@/lib/auth/use-auth";
import { lookupOptions, useLookups } from "@/lib/lookups";
import type { Dashboard } from "@shared/dashboard.schema";
import { useDashboard } from "../api/get-dashboard";
import { AttendanceTrend } from "./attendance-trend";
import { Figures } from "./figures";
import { FollowUps } from "./follow-ups";
import { NextUp } from "./next-up";
import { NotTakenQueue } from "./not-taken-queue";
import { ReportedAbsences } from "./reported-absences";
import { TodaySessions } from "./today-sessions";

const COLUMNS = { base: "1fr", xl: "minmax(0, 2fr) minmax(0, 1fr)" };

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

/** The dashboard's shape while it loads, so nothing moves when it comes. */
function DashboardSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading">
      <Skeleton h="12" mb="6" />
      <Figures figures={undefined} loading />
      <Grid templateColumns={COLUMNS} gap="6" alignItems="start">
        <Skeleton h="62" />
        <Skeleton h="64" />
      </Grid>
    </Box>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <>
      <NotTakenQueue queue={data.notTaken} />
      <Figures figures={data.figures} loading={false} />
      <Grid templateColumns={COLUMNS} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <TodaySessions data={data} />
          <AttendanceTrend trend={data.trend} />
        </Stack>
        <Stack gap="6" minW="0">
          <FollowUps followUps={data.followUps} />
          <ReportedAbsences date={data.date} />
          <NextUp data={data} />
        </Stack>
      </Grid>
    </>
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
  return (
    <Box>
      <PageHeader
        title="Dashboard"
        description={firstName ? `Welcome back, ${firstName}. Here is what needs doing today.` : undefined}
        actions={<ProgramFilter value={programId ?? ""} onChange={setProgram} />}
      />
      <QueryStates query={dashboard} noun="dashboard" loading={<DashboardSkeleton />}>
        {(data) => <DashboardBody data={data} />}
      </QueryStates>
    </Box>
  );
}

export default DashboardPage;
