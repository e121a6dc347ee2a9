import { apiDownload } from "@/lib/api-client";
import type { StudentFilters } from "./list-students";

/** GET /api/students/export with the register's current filters; saves the CSV. */
export async function exportStudents(filters: StudentFilters) {
  const blob = await apiDownload("/students/export", { query: { ...filters } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `students-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
