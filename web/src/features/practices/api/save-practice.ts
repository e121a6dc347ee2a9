import { practiceRoutes } from "@shared/practice.routes";
import type { PracticeInput } from "@shared/practice.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
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
  return id
    ? apiCall(practiceRoutes.update, { params: { id }, body: input })
    : apiCall(practiceRoutes.create, { body: input });
}

export function useSavePractice() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: savePractice, onSuccess: invalidate });
}

/** POST /api/practices/:id/cancel with a reason. */
export function cancelPractice({ id, reason }: { id: string; reason: string }) {
  return apiCall(practiceRoutes.cancel, { params: { id }, body: { reason } });
}

export function useCancelPractice() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: cancelPractice, onSuccess: invalidate });
}
