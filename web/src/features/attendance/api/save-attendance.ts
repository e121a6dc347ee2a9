import type { AttendanceStatus, SaveAttendanceInput } from "@shared/attendance.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface SaveAttendanceResult {
  attendanceId: string;
  changed: number;
  records: Record<string, AttendanceStatus>;
  notes: string;
  updatedAt: string | null;
}

export function useSaveAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAttendanceInput) => apiRequest<{ data: SaveAttendanceResult }>("/attendance", { method: "PUT", body: input }).then((r) => r.data),
    onSuccess: (_res, input) => {
      void qc.invalidateQueries({ queryKey: ["attendance", "sessions", input.date] });
      void qc.invalidateQueries({ queryKey: ["attendance", "grid"] });
    },
  });
}
