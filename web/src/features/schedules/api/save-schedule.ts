import type { CancelOccurrenceInput, Schedule, ScheduleInput } from "@shared/schedule.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ["schedules"] });
    void qc.invalidateQueries({ queryKey: ["programs"] });
  };
}

export function useSaveSchedule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | null; input: ScheduleInput }) =>
      apiRequest<{ data: Schedule }>(id ? `/schedules/${encodeURIComponent(id)}` : "/schedules", { method: id ? "PATCH" : "POST", body: input }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useArchiveSchedule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/schedules/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** Cancel one occurrence with a reason, or restore it (reason null). */
export function useSetOccurrenceCancelled() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input, cancel }: { id: string; input: CancelOccurrenceInput; cancel: boolean }) =>
      cancel
        ? apiRequest<{ data: Schedule }>(`/schedules/${encodeURIComponent(id)}/exceptions`, { method: "POST", body: input })
        : apiRequest<{ data: Schedule }>(`/schedules/${encodeURIComponent(id)}/exceptions/${input.date}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
