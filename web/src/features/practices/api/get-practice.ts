import { practiceRoutes } from "@shared/practice.routes";
import { useQuery } from "@tanstack/react-query";
import { recordQueryOptions } from "@/lib/record-query";
import { practiceKeys } from "./list-practices";

/** GET /api/practices/:id */
export function getPracticeQueryOptions(id: string | null) {
  return recordQueryOptions(practiceKeys.all, practiceRoutes.get, id);
}

export function usePractice(id: string | null) {
  return useQuery(getPracticeQueryOptions(id));
}
