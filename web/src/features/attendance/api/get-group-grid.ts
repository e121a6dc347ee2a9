import type { GroupGrid } from "@shared/attendance.schema";
import { useQuery } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "@/lib/api-client";

export function useGroupGrid(groupId: string) {
  return useQuery({
    queryKey: ["attendance", "grid", groupId],
    enabled: Boolean(groupId),
    queryFn: ({ signal }) => apiRequest<{ data: GroupGrid }>("/attendance/group-grid", { query: { groupId, weeks: 8 }, signal }).then((r) => r.data),
  });
}

/** GET /api/attendance/export as a file download. */
export async function downloadAttendanceCsv(from: string, to: string, groupId?: string) {
  const blob = await apiDownload("/attendance/export", { query: { from, to, groupId } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `attendance-${from}-to-${to}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
