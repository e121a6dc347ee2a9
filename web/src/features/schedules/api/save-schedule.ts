import { scheduleRoutes } from "@shared/schedule.routes";
import type { CancelOccurrenceInput, ScheduleInput } from "@shared/schedule.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { invalidateLookups } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
import { scheduleKeys } from "./list-week";

/** A weekly session shows on the calendar, in its program's sessions and in the program lookups. */
function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: scheduleKeys.all });
    void qc.invalidateQueries({ queryKey: sharedRootKeys.programs });
    void invalidateLookups(qc);
  };
}

/** POST /api/schedules (new) or PATCH /api/schedules/:id (edit). */
export function saveSchedule({ id, input }: { id?: string | null; input: ScheduleInput }) {
  return id
    ? apiCall(scheduleRoutes.update, { params: { id }, body: input })
    : apiCall(scheduleRoutes.create, { body: input });
}

export function useSaveSchedule() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveSchedule, onSuccess: invalidate });
}

/** DELETE /api/schedules/:id: off the calendar; its attendance history is kept. */
export function archiveSchedule(id: string) {
  return apiCall(scheduleRoutes.archive, { params: { id } });
}

export function useArchiveSchedule() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: archiveSchedule, onSuccess: invalidate });
}

/** Cancel one occurrence with a reason, or restore it (reason null). */
export function setOccurrenceCancelled({
  id,
  input,
  cancel,
}: {
  id: string;
  input: CancelOccurrenceInput;
  cancel: boolean;
}) {
  return cancel
    ? apiCall(scheduleRoutes.cancelOccurrence, { params: { id }, body: input })
    : apiCall(scheduleRoutes.restoreOccurrence, { params: { id, date: input.date } });
}

export function useSetOccurrenceCancelled() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: setOccurrenceCancelled, onSuccess: invalidate });
}
