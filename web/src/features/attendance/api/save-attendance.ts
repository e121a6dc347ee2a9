import type { SaveAttendanceInput, SavedAttendance } from "@shared/attendance.schema";
import { apiData } from "@/lib/api-client";
import { attendanceKeys } from "./list-sessions";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** PUT /api/attendance: one session's marks on a date. */
export function saveAttendance(input: SaveAttendanceInput) {
  return apiData<SavedAttendance>("/attendance", { method: "PUT", body: input });
}

export function useSaveAttendance() {
  return useRefreshingMutation(saveAttendance, {
    stale: (_res, input) => [attendanceKeys.sessions(input.date), attendanceKeys.grids()],
  });
}
