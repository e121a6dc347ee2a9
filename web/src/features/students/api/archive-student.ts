import { studentRoutes } from "@shared/student.routes";
import type { QueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { studentKeys } from "./list-students";
import { refreshQueries, useRefreshingMutation } from "@/lib/refreshing-mutation";

type Action = "archive" | "restore" | "invite";

/** POST /api/students/:id/archive | restore | invite */
export function studentAction({ id, action }: { id: string; action: Action }) {
  return apiCall(studentRoutes[action], { params: { id } });
}

/**
 * Restores a student without a component's mutation: the archive toast's Undo outlives the drawer
 * that archived the student.
 */
export async function restoreStudent(qc: QueryClient, id: string) {
  const restored = await studentAction({ id, action: "restore" });
  void refreshQueries(qc, [studentKeys.all]);
  return restored;
}

/** DELETE /api/students/:id?permanent=true (admins, archived students only). */
export function deleteStudentPermanently(id: string) {
  return apiCall(studentRoutes.delete, { params: { id }, query: { permanent: "true" } });
}

export function useStudentAction() {
  return useRefreshingMutation(studentAction, { stale: () => [studentKeys.all], settleAfterRefresh: true });
}

export function useDeleteStudent() {
  return useRefreshingMutation(deleteStudentPermanently, {
    stale: () => [studentKeys.all],
    settleAfterRefresh: true,
  });
}
