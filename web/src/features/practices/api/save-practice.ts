import type { Practice, PracticeInput } from "@shared/practice.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ["practices"] });
    void qc.invalidateQueries({ queryKey: ["schedules"] });
  };
}

export function useSavePractice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | null; input: PracticeInput }) =>
      apiRequest<{ data: Practice }>(id ? `/practices/${encodeURIComponent(id)}` : "/practices", { method: id ? "PATCH" : "POST", body: input }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useCancelPractice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<{ data: Practice }>(`/practices/${encodeURIComponent(id)}/cancel`, { method: "POST", body: { reason } }).then((r) => r.data),
    onSuccess: invalidate,
  });
}
