import { practiceRoutes } from "@shared/practice.routes";
import type { PracticeInput } from "@shared/practice.schema";
import { apiCall } from "@/lib/api-call";
import { sharedRootKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { practiceKeys } from "./list-practices";

/** A practice shows in the practices' lists and on the schedules' calendar week. */
const refreshPractices = { stale: () => [practiceKeys.all, sharedRootKeys.schedules] };

/** POST /api/practices (new) or PATCH /api/practices/:id (edit). */
export function savePractice({ id, input }: { id?: string | null; input: PracticeInput }) {
  return id
    ? apiCall(practiceRoutes.update, { params: { id }, body: input })
    : apiCall(practiceRoutes.create, { body: input });
}

export function useSavePractice() {
  return useRefreshingMutation(savePractice, refreshPractices);
}

/** POST /api/practices/:id/cancel with a reason. */
export function cancelPractice({ id, reason }: { id: string; reason: string }) {
  return apiCall(practiceRoutes.cancel, { params: { id }, body: { reason } });
}

export function useCancelPractice() {
  return useRefreshingMutation(cancelPractice, refreshPractices);
}
