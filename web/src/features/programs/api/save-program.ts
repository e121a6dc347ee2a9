import type { ProgramDetail } from "@shared/program";
import type { ProgramInput, ProgramPatch } from "@shared/program.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Create (no id) or update a program; publish and archive are updates of `status`. */
export function useSaveProgram() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | null; input: ProgramInput | ProgramPatch }) =>
      apiRequest<{ data: ProgramDetail }>(id ? `/programs/${encodeURIComponent(id)}` : "/programs", { method: id ? "PATCH" : "POST", body: input }).then((r) => r.data),
    onSuccess: (program) => {
      qc.setQueryData(["programs", "detail", program._id], program);
      void qc.invalidateQueries({ queryKey: ["programs", "list"] });
      void qc.invalidateQueries({ queryKey: ["programs", "lookups"] });
      void qc.invalidateQueries({ queryKey: ["legacy", "programs"] });
    },
  });
}
