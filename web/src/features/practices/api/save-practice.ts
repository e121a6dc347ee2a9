import type { Practice, PracticeInput } from "@shared/practice.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData, saveRecord } from "@/lib/api-client";
import { sharedRootKeys } from "@/lib/query-keys";
import { practiceKeys } from "./list-practices";

/** A practice shows in the practices' lists and on the schedules' calendar week. */
function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: practiceKeys.all });
    void qc.invalidateQueries({ queryKey: sharedRootKeys.schedules });
  };
}

/** POST /api/practices (new) or PATCH /api/practices/:id (edit). */
export function savePractice({ id, input }: { id?: string | null; input: PracticeInput }) {
  return saveRecord<Practice>("/practices", id, input);
}

export function useSavePractice() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: savePractice, onSuccess: invalidate });
}

/** POST /api/practices/:id/cancel with a reason. */
export function cancelPractice({ id, reason }: { id: string; reason: string }) {
  return apiData<Practice>(`/practices/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    body: { reason },
  });
}

export function useCancelPractice() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: cancelPractice, onSuccess: invalidate });
}
