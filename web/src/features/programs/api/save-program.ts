import type { ProgramInput, ProgramPatch } from "@shared/program.schema";
import { programRoutes } from "@shared/program.routes";
import { apiCall } from "@/lib/api-call";
import { lookupsRootKey } from "@/lib/lookups";
import { getProgramQueryOptions } from "./get-program";
import { programKeys } from "./list-programs";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** Create (no id) or update a program; publish and archive are updates of `status`. */
export function saveProgram({ id, input }: { id?: string | null; input: ProgramInput | ProgramPatch }) {
  return id
    ? apiCall(programRoutes.update, { params: { id }, body: input })
    : apiCall(programRoutes.create, { body: input as ProgramInput });
}

export function useSaveProgram() {
  return useRefreshingMutation(saveProgram, {
    record: (program) => getProgramQueryOptions(program._id).queryKey,
    // Its name, colour, term and groups show in every picker and on the dashboard.
    stale: () => [programKeys.lists(), lookupsRootKey],
  });
}
