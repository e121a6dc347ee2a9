import { Box, Grid, Tabs } from "@chakra-ui/react";
import { todayIn } from "@shared/school-calendar";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { useLookups } from "@/lib/lookups";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { useSchoolFormat } from "@/lib/use-school-format";
import { attendanceAddress } from "../api/list-sessions";
import { useAttendanceRegister } from "../hooks/use-attendance-register";
import { GroupGridView } from "./group-grid-view";
import { RegisterCard } from "./register-card";
import { SessionPicker } from "./session-picker";

/** /students/attendance?date=&session=: take attendance for one occurrence; group view. */
export function AttendancePage() {
  const lookups = useLookups();
  const [params, , setParam] = useSearchParamSetter({ push: true });
  const { timeZone } = useSchoolFormat();
  const { date, sessionKey } = attendanceAddress(params, timeZone);
  const register = useAttendanceRegister(date, sessionKey);
  const { roster, data, blocker, changed } = register;

  return (
    <Box>
      <PageHeader
        title="Attendance"
        description="Choose a day and a session, then mark each student. Keyboard: ↑/↓ to move, P, A, L or E to mark."
      />
      <Tabs.Root defaultValue="take" variant="enclosed" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="take">Take attendance</Tabs.Trigger>
          <Tabs.Trigger value="grid">Group view (8 weeks)</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="take">
          <Grid templateColumns={{ base: "1fr", lg: "280px 1fr" }} gap="4">
            <SessionPicker
              date={date}
              sessionKey={sessionKey}
              onDate={(d) => setParam({ date: d, session: null })}
              onSession={(key) => setParam({ session: key })}
            />
            <Box minW="0">
              {!sessionKey ? (
                <EmptyView
                  title="Choose a session"
                  description="Pick one of the day's sessions to see its roster."
                />
              ) : (
                <QueryStates
                  // The register shows what it has (the device keeps marks made offline): a failed
                  // load counts only while there is nothing to show.
                  query={{
                    isPending: (roster.isPending && !data) || register.lookingForCopy,
                    isError: roster.isError && !data,
                    error: roster.error,
                    refetch: roster.refetch,
                    data: data ?? undefined,
                  }}
                  noun="roster"
                  skeleton={{ rows: 8 }}
                >
                  {(loaded) => <RegisterCard date={date} data={loaded} register={register} />}
                </QueryStates>
              )}
            </Box>
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="grid">
          <QueryStates query={lookups} noun="groups" skeleton={{ rows: 5 }}>
            {(loaded) => <GroupGridView lookups={loaded} today={todayIn(timeZone)} />}
          </QueryStates>
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave without saving?"
        body={`You have ${changed.length || "some"} unsaved ${changed.length === 1 ? "mark" : "changes"}. They will be lost if you leave.`}
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </Box>
  );
}

export default AttendancePage;
