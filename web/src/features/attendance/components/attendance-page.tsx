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
import type { AttendanceStatus } from "@shared/attendance.schema";
import { todayIn } from "@shared/school-calendar";
import { Check, CheckCheck } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker, useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyView, ListSkeleton, LoadError } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useLookups } from "@/lib/lookups";
import { useRoster } from "../api/get-roster";
import { useSessionsOn } from "../api/list-sessions";
import { useSaveAttendance } from "../api/save-attendance";
import { GroupGridView } from "./group-grid-view";
import { RosterList } from "./roster";

const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }) : "";

/** /students/attendance?date=&session=: take attendance for one occurrence; group view. */
export function AttendancePage() {
  const lookups = useLookups();
  const [params, setParams] = useSearchParams();
  const today = todayIn(lookups.data?.timeZone ?? "America/New_York");
  const date = params.get("date") ?? today;
  const sessionKey = params.get("session");
  const sessions = useSessionsOn(date);
  const roster = useRoster(date, sessionKey);
  const save = useSaveAttendance();

  const [saved, setSaved] = useState<Record<string, AttendanceStatus>>({});
  const [draft, setDraft] = useState<Record<string, AttendanceStatus>>({});
  const [notes, setNotes] = useState({ saved: "", draft: "" });
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    if (!roster.data) return;
    setSaved(roster.data.records);
    setDraft(roster.data.records);
    setNotes({ saved: roster.data.notes, draft: roster.data.notes });
    setSavedAt(roster.data.updatedAt);
  }, [roster.data]);

  const changed = useMemo(() => Object.keys(draft).filter((id) => draft[id] !== saved[id]), [draft, saved]);
  const dirty = changed.length > 0 || notes.draft !== notes.saved;

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

  const mark = useCallback(
    (id: string, status: AttendanceStatus) => setDraft((d) => ({ ...d, [id]: status })),
    [],
  );
  const markAllPresent = () =>
    setDraft((d) => ({
      ...d,
      ...Object.fromEntries((roster.data?.students ?? []).map((s) => [s._id, "present" as const])),
    }));
  const setParam = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };

  const doSave = () => {
    if (!sessionKey) return;
    const records = Object.fromEntries(changed.map((id) => [id, draft[id] ?? null]));
    const run = () =>
      save.mutate(
        {
          date,
          sessionId: sessionKey,
          records,
          ...(notes.draft !== notes.saved ? { notes: notes.draft } : {}),
        },
        {
          onSuccess: (res) => {
            setSaved(res.records);
            setDraft((d) => ({
              ...res.records,
              ...Object.fromEntries(
                Object.entries(d).filter(([id, s]) => res.records[id] !== s && !(id in records)),
              ),
            }));
            setNotes({ saved: res.notes, draft: res.notes });
            setSavedAt(res.updatedAt);
            toast.success(
              `Attendance saved (${res.changed} ${res.changed === 1 ? "mark" : "marks"} changed).`,
            );
          },
          onError: (err) => {
            if (err instanceof ApiError && err.status === 400) toast.error(err.message);
            else toastErrorWithRetry(`Attendance could not be saved. ${err.message}`, run, "attendance-save");
          },
        },
      );
    run();
  };

  const session = roster.data?.session;
  const counts = useMemo(() => {
    const c = { present: 0, absent: 0, late: 0, excused: 0 };
    for (const s of roster.data?.students ?? []) {
      const m = draft[s._id];
      if (m) c[m] += 1;
    }
    return c;
  }, [draft, roster.data]);
  const unmarked =
    (roster.data?.students.length ?? 0) - counts.present - counts.absent - counts.late - counts.excused;

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
              {sessions.isPending ? (
                <ListSkeleton rows={3} />
              ) : sessions.error ? (
                <LoadError message="Sessions could not be loaded." onRetry={() => void sessions.refetch()} />
              ) : sessions.data.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  No sessions on this day.
                </Text>
              ) : (
                <Stack gap="2" role="list" aria-label="Sessions on this day">
                  {sessions.data.map((s) => (
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
            </Stack>
            <Box minW="0">
              {!sessionKey ? (
                <EmptyView
                  title="Choose a session"
                  description="Pick one of the day's sessions to see its roster."
                />
              ) : roster.isPending ? (
                <ListSkeleton rows={8} />
              ) : roster.error ? (
                <LoadError
                  message={`The roster could not be loaded. ${roster.error.message}`}
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
                          {date} · {session?.startTime}–{session?.endTime} · {roster.data.students.length}{" "}
                          students
                        </Text>
                      </Box>
                      <Text
                        fontSize="sm"
                        data-testid="save-state"
                        color={dirty ? "orange.fg" : "green.fg"}
                        aria-live="polite"
                      >
                        {dirty
                          ? `Unsaved changes (${changed.length})`
                          : savedAt
                            ? `Saved at ${timeOf(savedAt)}`
                            : "Nothing saved yet"}
                      </Text>
                    </HStack>
                    {session?.cancelled && (
                      <Text color="orange.fg" fontSize="sm">
                        This session was cancelled on this date
                        {session.cancelReason ? `: ${session.cancelReason}` : ""}.
                      </Text>
                    )}
                  </Card.Header>
                  <Card.Body pt="2">
                    {roster.data.students.length === 0 ? (
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
                        <RosterList
                          students={roster.data.students}
                          draft={draft}
                          saved={saved}
                          onMark={mark}
                        />
                        <Field.Root>
                          <Field.Label>Session notes</Field.Label>
                          <Textarea
                            value={notes.draft}
                            onChange={(e) => setNotes((n) => ({ ...n, draft: e.target.value }))}
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
                            <Check /> Save attendance
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
            <GroupGridView lookups={lookups.data} today={today} />
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
