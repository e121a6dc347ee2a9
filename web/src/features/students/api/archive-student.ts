import type { Student } from "@shared/student";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

type Action = "archive" | "restore" | "invite";

/** POST /api/students/:id/archive | restore | invite */
export function studentAction({ id, action }: { id: string; action: Action }) {
  return apiRequest<{ data: Student | { sentTo: string } }>(`/students/${encodeURIComponent(id)}/${action}`, { method: "POST" }).then((r) => r.data);
}

/** DELETE /api/students/:id?permanent=true (admins, archived students only). */
export function deleteStudentPermanently(id: string) {
  return apiRequest<void>(`/students/${encodeURIComponent(id)}`, { method: "DELETE", query: { permanent: true } });
}

export function useStudentAction() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: studentAction, onSuccess: () => qc.invalidateQueries({ queryKey: ["students"] }) });
}

export function useDeleteStudent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteStudentPermanently, onSuccess: () => qc.invalidateQueries({ queryKey: ["students"] }) });
}
