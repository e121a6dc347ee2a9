import type { ProgramDetail } from "@shared/program";
import type { ProgramInput, ProgramPatch } from "@shared/program.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveRecord } from "@/lib/api-client";
import { invalidateLookups } from "@/lib/lookups";
import { getProgramQueryOptions } from "./get-program";
import { programKeys } from "./list-programs";

/** Create (no id) or update a program; publish and archive are updates of `status`. */
export function saveProgram({ id, input }: { id?: string | null; input: ProgramInput | ProgramPatch }) {
  return saveRecord<ProgramDetail>("/programs", id, input);
}

export function useSaveProgram() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: (program) => {
      qc.setQueryData(getProgramQueryOptions(program._id).queryKey, program);
      void qc.invalidateQueries({ queryKey: programKeys.lists() });
      // Its name, colour, term and groups show in every picker and on the dashboard.
      void invalidateLookups(qc);
    },
  });
}
