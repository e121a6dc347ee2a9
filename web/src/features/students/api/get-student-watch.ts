import type { StudentWatchRow } from "@shared/video-watch.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { studentKeys } from "./list-students";

/** GET /api/students/:id/watch: the videos the student started in the app, newest first. */
export function getStudentWatchQueryOptions(id: string) {
  return apiQueryOptions<StudentWatchRow[]>(
    [...studentKeys.all, "watch", id],
    `/students/${encodeURIComponent(id)}/watch`,
  );
}

export function useStudentWatch(id: string) {
  return useQuery(getStudentWatchQueryOptions(id));
}
