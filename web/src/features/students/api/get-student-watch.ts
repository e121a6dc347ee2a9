import { studentRoutes } from "@shared/student.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { studentKeys } from "./list-students";

/** GET /api/students/:id/watch: the videos the student started in the app, newest first. */
export function getStudentWatchQueryOptions(id: string) {
  return routeQueryOptions([...studentKeys.all, "watch", id], studentRoutes.watch, { params: { id } });
}

export function useStudentWatch(id: string) {
  return useQuery(getStudentWatchQueryOptions(id));
}
