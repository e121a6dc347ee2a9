import type { AttendanceStatus, SaveAttendanceInput } from "@shared/attendance.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { attendanceKeys } from "./list-sessions";

export interface SaveAttendanceResult {
  attendanceId: string;
  changed: number;
  records: Record<string, AttendanceStatus>;
  notes: string;
  updatedAt: string | null;
}

/** PUT /api/attendance: one session's marks on a date. */
export function saveAttendance(input: SaveAttendanceInput) {
  return apiData<SaveAttendanceResult>("/attendance", { method: "PUT", body: input });
}

export function useSaveAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: (_res, input) => {
      void qc.invalidateQueries({ queryKey: attendanceKeys.sessions(input.date) });
      void qc.invalidateQueries({ queryKey: attendanceKeys.grids() });
    },
  });
}
