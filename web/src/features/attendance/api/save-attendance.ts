import { attendanceRoutes } from "@shared/attendance.routes";
import type { SaveAttendanceInput } from "@shared/attendance.schema";
import { apiCall } from "@/lib/api-call";
import { attendanceKeys } from "./list-sessions";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** PUT /api/attendance: one session's marks on a date. */
export function saveAttendance(input: SaveAttendanceInput) {
  return apiCall(attendanceRoutes.save, { body: input });
}

export function useSaveAttendance() {
  return useRefreshingMutation(saveAttendance, {
    stale: (_res, input) => [attendanceKeys.sessions(input.date), attendanceKeys.grids()],
  });
}
