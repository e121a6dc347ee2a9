import { attendanceRoutes } from "@shared/attendance.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { downloadBlob } from "@/lib/download-blob";
import { attendanceKeys } from "./list-sessions";

/** A group's marks over the last eight weeks. */
export function getGroupGrid(groupId: string, signal?: AbortSignal) {
  return apiCall(attendanceRoutes.groupGrid, { query: { groupId, weeks: 8 }, signal });
}

export function getGroupGridQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: [...attendanceKeys.grids(), groupId],
    enabled: Boolean(groupId),
    queryFn: ({ signal }) => getGroupGrid(groupId, signal),
  });
}

export function useGroupGrid(groupId: string) {
  return useQuery(getGroupGridQueryOptions(groupId));
}

/** GET /api/attendance/export as a file download. */
export async function downloadAttendanceCsv(from: string, to: string, groupId?: string) {
  const blob = await apiCall(attendanceRoutes.export, { query: { from, to, groupId } });
  downloadBlob(blob, `attendance-${from}-to-${to}.csv`);
}
