import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Grid,
  HStack,
  Input,
  Stack,
  Tabs,
  Text,
  Textarea,
} from "@chakra-ui/react";
import type { AttendanceConflictDetails, AttendanceStatus, Roster } from "@shared/attendance.schema";
import { todayIn } from "@shared/school-calendar";
import { useQueryClient } from "@tanstack/react-query";
import { Check, CheckCheck } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router-dom";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyView, ListSkeleton, LoadError, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError, isNetworkError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { useLookups } from "@/lib/lookups";
import { isOnline } from "@/lib/connectivity";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { useOnline } from "@/lib/use-online";
import { useSchoolFormat } from "@/lib/use-school-format";
import { getRosterQueryOptions } from "../api/get-roster";
import { attendanceAddress, useSessionsOn } from "../api/list-sessions";
import { useSaveAttendance } from "../api/save-attendance";
import { dropMarks, queueMarks, type MarkToQueue, type QueuedMark } from "../offline/mark-outbox";
import { QueuedMarksPanel } from "../offline/queued-marks-panel";
import { useQueuedMarks } from "../offline/use-queued-marks";
import { useRosterWithDeviceCopy } from "../offline/use-roster-with-device-copy";
import { GroupGridView } from "./group-grid-view";
import { RosterList, type QueuedState } from "./roster";

const NO_MARKS: Record<string, AttendanceStatus> = {};
const marks = (n: number) => `${n} ${n === 1 ? "mark" : "marks"}`;
const reportOutbox = (err: unknown) => {
  console.error("Attendance marks could not be kept on this device:", err);
  toast.error("The marks could not be kept on this device. Keep this page open and save when online.");
};

/** /students/attendance?date=&session=: take attendance for one occurrence; group view. */
export function AttendancePage() {
  const lookups = useLookups();
  const [params, , setParam] = useSearchParamSetter({ push: true });
  const school = useSchoolFormat();
  const { timeZone } = school;
  const { date, sessionKey } = attendanceAddress(params, timeZone);
  const sessions = useSessionsOn(date);
  const userId = useAuth().auth.user?._id;
  const online = useOnline();
  const { roster, copy, lookingForCopy } = useRosterWithDeviceCopy(userId, date, sessionKey);
  const data: Roster | undefined = roster.data ?? copy?.roster;
  const save = useSaveAttendance();
  const qc = useQueryClient();

  // Marks this device keeps for this occurrence (not sent yet, or sent and not taken).
  const allQueued = useQueuedMarks(userId);
  const queued = useMemo(
    () => allQueued.filter((m) => m.date === date && m.sessionKey === sessionKey),
    [allQueued, date, sessionKey],
  );
  const saved = data?.records ?? NO_MARKS;
  // What stands for each student before this screen's unsaved edits: the server's mark, or the
  // device's own where it keeps one.
  const kept = useMemo(
    () => ({ ...saved, ...Object.fromEntries(queued.map((m) => [m.studentId, m.status])) }),
    [saved, queued],
  );
  const [edits, setEdits] = useState<Record<string, AttendanceStatus>>({});
  const [notesDraft, setNotesDraft] = useState<string | null>(null);
  useEffect(() => {
    setEdits({});
    setNotesDraft(null);
  }, [date, sessionKey]);
  const draft = useMemo(() => ({ ...kept, ...edits }), [kept, edits]);
  const notesSaved = data?.notes ?? "";
  const notes = notesDraft ?? notesSaved;

  const changed = useMemo(() => Object.keys(edits).filter((id) => edits[id] !== kept[id]), [edits, kept]);
  const dirty = changed.length > 0 || notes !== notesSaved;
  const pending = queued.filter((m) => m.state === "pending").length;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** Puts marks in the device's outbox; they leave from there when the connection allows. */
  const keepOnDevice = useCallback(
    (
      statuses: Record<string, AttendanceStatus>,
      extra: (id: string) => Partial<MarkToQueue> = () => ({}),
    ) => {
      if (!userId || !sessionKey || !data) return Promise.resolve();
      const names = new Map(data.students.map((st) => [st._id, `${st.firstName} ${st.lastName}`]));
      return queueMarks(
        { userId, date, sessionKey, sessionName: data.session.name },
        Object.entries(statuses).map(([studentId, status]) => ({
          studentId,
          studentName: names.get(studentId) ?? studentId,
          status,
          base: saved[studentId] ?? null,
          ...extra(studentId),
        })),
      );
    },
    [userId, date, sessionKey, data, saved],
  );

  // Offline, a mark goes to the device at once: there is no save to wait for, and a reload or a
  // closed tab must not lose it.
  const mark = useCallback(
    (id: string, status: AttendanceStatus) => {
      if (!isOnline()) void keepOnDevice({ [id]: status }).catch(reportOutbox);
      else setEdits((e) => ({ ...e, [id]: status }));
    },
    [keepOnDevice],
  );
  const markAllPresent = () => {
    const all = Object.fromEntries(
      (data?.students ?? [])
        .filter((st) => draft[st._id] !== "present")
        .map((st) => [st._id, "present" as const]),
    );
    if (!isOnline()) void keepOnDevice(all).catch(reportOutbox);
    else setEdits((e) => ({ ...e, ...all }));
  };
  const forgetEdits = (records: Record<string, AttendanceStatus>) =>
    setEdits((e) => Object.fromEntries(Object.entries(e).filter(([id, st]) => records[id] !== st)));

  /** The unsaved marks go to the device's outbox (no connection); notes wait on this screen. */
  const keepEditsOnDevice = (records: Record<string, AttendanceStatus>, why: string) =>
    keepOnDevice(records).then(() => {
      forgetEdits(records);
      toast.info(
        `${why} ${marks(Object.keys(records).length)} kept on this device; they are sent when the connection is back.`,
        {
          toastId: "attendance-kept",
        },
      );
    }, reportOutbox);

  const doSave = () => {
    if (!sessionKey) return;
    const records = Object.fromEntries(changed.map((id) => [id, edits[id]!]));
    if (!isOnline()) {
      if (changed.length > 0) void keepEditsOnDevice(records, "You are offline:");
      else toast.info("You are offline: the notes are saved when the connection is back.");
      return;
    }
    const notesChanged = notes !== notesSaved;
    const run = () =>
      save.mutate(
        {
          date,
          sessionId: sessionKey,
          records,
          // The marks this screen showed: the server refuses (409) a student someone else marked since.
          base: Object.fromEntries(changed.map((id) => [id, saved[id] ?? null])),
          ...(notesChanged ? { notes } : {}),
        },
        {
          onSuccess: (res) => {
            qc.setQueryData(getRosterQueryOptions(date, sessionKey).queryKey, (old) =>
              old ? { ...old, records: res.records, notes: res.notes, updatedAt: res.updatedAt } : old,
            );
            forgetEdits(records);
            setNotesDraft((n) => (n === notes ? null : n));
            // This save replaced whatever the device still kept for these students.
            const replaced = queued.filter((m) => m.studentId in records).map((m) => m.id);
            if (replaced.length > 0) void dropMarks(replaced).catch(reportOutbox);
            toast.success(`Attendance saved (${marks(res.changed)} changed).`);
          },
          onError: (err) => {
            const conflicts =
              err instanceof ApiError && err.status === 409
                ? (err.details as Partial<AttendanceConflictDetails> | undefined)?.conflicts
                : undefined;
            if (isNetworkError(err)) void keepEditsOnDevice(records, "No connection:");
            else if (conflicts) {
              // The clashing marks wait for the user's choice; the others are sent from the outbox.
              void keepOnDevice(records, (id): Partial<QueuedMark> =>
                id in conflicts ? { state: "conflict", theirs: conflicts[id] ?? null } : {},
              ).then(() => forgetEdits(records), reportOutbox);
              void qc.invalidateQueries({ queryKey: getRosterQueryOptions(date, sessionKey).queryKey });
              toast.warning(err.message);
            } else if (err instanceof ApiError && err.status === 400) toast.error(err.message);
            else toastErrorWithRetry(`Attendance could not be saved. ${err.message}`, run, "attendance-save");
          },
        },
      );
    run();
  };

  const session = data?.session;
  const savedAt = data?.updatedAt ?? null;
  const counts = useMemo(() => {
    const c = { present: 0, absent: 0, late: 0, excused: 0 };
    for (const s of data?.students ?? []) {
      const m = draft[s._id];
      if (m) c[m] += 1;
    }
    return c;
  }, [draft, data]);
  const unmarked =
    (data?.students.length ?? 0) - counts.present - counts.absent - counts.late - counts.excused;
  const queuedStates = useMemo(
    () => Object.fromEntries(queued.map((m) => [m.studentId, m.state])) as Record<string, QueuedState>,
    [queued],
  );

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
            <Stack gap="3">
              <Field.Root>
                <Field.Label>Date</Field.Label>
                <Input
                  type="date"
                  value={date}
                  onChange={(e) => e.target.value && setParam({ date: e.target.value, session: null })}
                />
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
                        onClick={() => setParam({ session: s.key })}
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
            <Box minW="0">
              {!sessionKey ? (
                <EmptyView
                  title="Choose a session"
                  description="Pick one of the day's sessions to see its roster."
                />
              ) : (roster.isPending && !data) || lookingForCopy ? (
                <ListSkeleton rows={8} />
              ) : !data ? (
                <LoadError
                  message={`The roster could not be loaded. ${roster.error?.message ?? ""}`}
                  onRetry={() => void roster.refetch()}
                />
              ) : (
                <Card.Root>
                  <Card.Header pb="2">
                    <HStack justify="space-between" wrap="wrap" gap="2">
                      <Box>
                        <Text fontWeight="semibold" fontSize="lg">
                          {session?.name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {date} · {session?.startTime}–{session?.endTime} · {data.students.length} students
                        </Text>
                      </Box>
                      <Text
                        fontSize="sm"
                        data-testid="save-state"
                        color={dirty || pending > 0 ? "orange.fg" : "green.fg"}
                        aria-live="polite"
                      >
                        {dirty
                          ? `Unsaved changes (${changed.length})`
                          : pending > 0
                            ? online
                              ? `Sending ${marks(pending)}…`
                              : `${marks(pending)} pending: kept on this device`
                            : savedAt
                              ? `Saved at ${school.time(savedAt)}`
                              : "Nothing saved yet"}
                      </Text>
                    </HStack>
                    {copy && (
                      <Text color="orange.fg" fontSize="sm" data-testid="device-copy">
                        No connection: this is the roster as this device loaded it at{" "}
                        {school.dateTime(copy.savedAt)}. Marks you take are kept here and sent when the
                        connection is back.
                      </Text>
                    )}
                    {session?.cancelled && (
                      <Text color="orange.fg" fontSize="sm">
                        This session was cancelled on this date
                        {session.cancelReason ? `: ${session.cancelReason}` : ""}.
                      </Text>
                    )}
                  </Card.Header>
                  <Card.Body pt="2">
                    {data.students.length === 0 ? (
                      <EmptyView title="No students in this session's groups" />
                    ) : (
                      <Stack gap="3">
                        <HStack justify="space-between" wrap="wrap" gap="2">
                          <Text fontSize="sm" color="fg.muted">
                            {counts.present} present · {counts.absent} absent · {counts.late} late ·{" "}
                            {counts.excused} excused · {unmarked} not marked
                          </Text>
                          <Button size="sm" variant="outline" onClick={markAllPresent}>
                            <CheckCheck /> Mark all present
                          </Button>
                        </HStack>
                        <QueuedMarksPanel marks={queued} />
                        <RosterList
                          students={data.students}
                          draft={draft}
                          saved={kept}
                          queued={queuedStates}
                          onMark={mark}
                        />
                        <Field.Root>
                          <Field.Label>Session notes</Field.Label>
                          <Textarea
                            value={notes}
                            onChange={(e) => setNotesDraft(e.target.value)}
                            rows={2}
                            maxLength={2000}
                          />
                        </Field.Root>
                        <HStack justify="flex-end">
                          <Button
                            colorPalette="brand"
                            onClick={doSave}
                            loading={save.isPending}
                            disabled={!dirty || session?.cancelled}
                          >
                            <Check /> {online ? "Save attendance" : "Keep on this device"}
                          </Button>
                        </HStack>
                      </Stack>
                    )}
                  </Card.Body>
                </Card.Root>
              )}
            </Box>
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="grid">
          {lookups.data ? (
            <GroupGridView lookups={lookups.data} today={todayIn(timeZone)} />
          ) : lookups.error ? (
            <LoadError message="Groups could not be loaded." onRetry={() => void lookups.refetch()} />
          ) : (
            <ListSkeleton rows={5} />
          )}
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
