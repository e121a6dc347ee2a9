import { apiDownload } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download-blob";
import type { StudentFilters } from "./list-students";

/** GET /api/students/export with the register's current filters; saves the CSV. */
export async function exportStudents(filters: StudentFilters) {
  const blob = await apiDownload("/students/export", { query: { ...filters } });
  downloadBlob(blob, `students-${new Date().toISOString().slice(0, 10)}.csv`);
}
