import { programRoutes } from "@shared/program.routes";
import { useQuery } from "@tanstack/react-query";
import { recordQueryOptions } from "@/lib/record-query";
import { programKeys } from "./list-programs";

/** GET /api/programs/:id: the program page. */
export function getProgramQueryOptions(id: string | null) {
  return recordQueryOptions(programKeys.all, programRoutes.get, id);
}

export function useProgram(id: string | null) {
  return useQuery(getProgramQueryOptions(id));
}
