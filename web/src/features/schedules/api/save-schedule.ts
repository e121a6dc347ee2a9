import { scheduleRoutes } from "@shared/schedule.routes";
import type { CancelOccurrenceInput, ScheduleInput } from "@shared/schedule.schema";
import { apiCall } from "@/lib/api-call";
import { lookupsRootKey } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { scheduleKeys } from "./list-week";

/** A weekly session shows on the calendar, in its program's sessions and in the program lookups. */
const refreshSchedules = { stale: () => [scheduleKeys.all, sharedRootKeys.programs, lookupsRootKey] };

/** POST /api/schedules (new) or PATCH /api/schedules/:id (edit). */
export function saveSchedule({ id, input }: { id?: string | null; input: ScheduleInput }) {
  return id
    ? apiCall(scheduleRoutes.update, { params: { id }, body: input })
    : apiCall(scheduleRoutes.create, { body: input });
}

export function useSaveSchedule() {
  return useRefreshingMutation(saveSchedule, refreshSchedules);
}

/** DELETE /api/schedules/:id: off the calendar; its attendance history is kept. */
export function archiveSchedule(id: string) {
  return apiCall(scheduleRoutes.archive, { params: { id } });
}

export function useArchiveSchedule() {
  return useRefreshingMutation(archiveSchedule, refreshSchedules);
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
  return useRefreshingMutation(setOccurrenceCancelled, refreshSchedules);
}
