import type { Practice } from "@shared/practice.schema";
import { useQuery } from "@tanstack/react-query";
import { recordQueryOptions } from "@/lib/record-query";
import { practiceKeys } from "./list-practices";

/** GET /api/practices/:id */
export function getPracticeQueryOptions(id: string | null) {
  return recordQueryOptions<Practice>(practiceKeys.all, "/practices", id);
}

export function usePractice(id: string | null) {
  return useQuery(getPracticeQueryOptions(id));
}
