import type { AttendanceConflictDetails, AttendanceStatus, Roster } from "@shared/attendance.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router-dom";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError, isNetworkError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { isOnline } from "@/lib/connectivity";
import { getRosterQueryOptions } from "../api/get-roster";
import { useSaveAttendance } from "../api/save-attendance";
import { dropMarks, queueMarks, type MarkToQueue, type QueuedMark } from "../offline/mark-outbox";
import { useQueuedMarks } from "../offline/use-queued-marks";
import { useRosterWithDeviceCopy } from "../offline/use-roster-with-device-copy";
import type { QueuedState } from "../components/roster";

const NO_MARKS: Record<string, AttendanceStatus> = {};
export const marks = (n: number) => `${n} ${n === 1 ? "mark" : "marks"}`;
/** A write to the device's outbox; when it fails the user is told, with Retry to write again. */
function onDevice(write: () => Promise<unknown>): Promise<void> {
  return write().then(
    () => undefined,
    (err: unknown) => {
      console.error("Attendance marks could not be kept on this device:", err);
      toastErrorWithRetry(
        "The marks could not be kept on this device. Keep this page open and save when online.",
        () => void onDevice(write),
        "attendance-outbox",
      );
    },
  );
}

/**
 * The register of one occurrence: the roster (or the device's copy of it), this screen's unsaved
 * marks and notes, the marks the device keeps, and saving them (online, or into the outbox).
 */
export function useAttendanceRegister(date: string, sessionKey: string | null) {
  const userId = useAuth().auth.user?._id;
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
      if (!isOnline()) void onDevice(() => keepOnDevice({ [id]: status }));
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
    if (!isOnline()) void onDevice(() => keepOnDevice(all));
    else setEdits((e) => ({ ...e, ...all }));
  };
  const forgetEdits = (records: Record<string, AttendanceStatus>) =>
    setEdits((e) => Object.fromEntries(Object.entries(e).filter(([id, st]) => records[id] !== st)));

  /** The unsaved marks go to the device's outbox (no connection); notes wait on this screen. */
  const keepEditsOnDevice = (records: Record<string, AttendanceStatus>, why: string) =>
    onDevice(() =>
      keepOnDevice(records).then(() => {
        forgetEdits(records);
        toast.info(
          `${why} ${marks(Object.keys(records).length)} kept on this device; they are sent when the connection is back.`,
          {
            toastId: "attendance-kept",
          },
        );
      }),
    );

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
            if (replaced.length > 0) void onDevice(() => dropMarks(replaced));
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
              void onDevice(() =>
                keepOnDevice(records, (id): Partial<QueuedMark> =>
                  id in conflicts ? { state: "conflict", theirs: conflicts[id] ?? null } : {},
                ).then(() => forgetEdits(records)),
              );
              void qc.invalidateQueries({ queryKey: getRosterQueryOptions(date, sessionKey).queryKey });
              toast.warning(err.message);
            } else
              toastErrorWithRetry(
                // A refused register (400) says what is wrong in its own words.
                err instanceof ApiError && err.status === 400
                  ? err.message
                  : `Attendance could not be saved. ${err.message}`,
                run,
                "attendance-save",
              );
          },
        },
      );
    run();
  };

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

  return {
    roster,
    copy,
    lookingForCopy,
    data,
    queued,
    queuedStates,
    kept,
    draft,
    notes,
    setNotes: setNotesDraft,
    changed,
    dirty,
    pending,
    counts,
    unmarked,
    blocker,
    mark,
    markAllPresent,
    save: doSave,
    saving: save.isPending,
  };
}

export type AttendanceRegister = ReturnType<typeof useAttendanceRegister>;
