import { studentRoutes } from "@shared/student.routes";
import type { STATUS_FILTERS } from "@shared/student.schema";
import { apiCall } from "@/lib/api-call";
import { downloadBlob } from "@/lib/download-blob";
import type { StudentFilters } from "./list-students";

/** GET /api/students/export with the register's current filters; saves the CSV. */
export async function exportStudents(filters: StudentFilters) {
  // The address's status goes as it is (empty: none); the API refuses one it does not know.
  const query = { ...filters, status: filters.status as (typeof STATUS_FILTERS)[number] };
  const blob = await apiCall(studentRoutes.export, { query });
  downloadBlob(blob, `students-${new Date().toISOString().slice(0, 10)}.csv`);
}
