import { db } from "../lib/firestore";
import type { ListStudentsQuery } from "../shared/student.schema";
import { lookupOf, studentRow, toCsv } from "./students-csv";
import { listStudentPage, toStudent } from "./students.repository";

/** The most rows one export writes; the register screen says so when a filter is needed. */
export const EXPORT_MAX_ROWS = 20_000;

/** GET /api/students/export: the register with the current filters, as UTF-8 CSV. */
export async function exportStudents({ input }: { input: Omit<ListStudentsQuery, "limit" | "cursor"> }): Promise<string> {
  const [groupSnap, programSnap] = await Promise.all([db().collection("groups").select("name").limit(1000).get(), db().collection("programs").select("name").limit(1000).get()]);
  const groups = lookupOf(groupSnap.docs.map((d) => ({ id: d.id, name: String(d.get("name") ?? d.id) })));
  const programs = lookupOf(programSnap.docs.map((d) => ({ id: d.id, name: String(d.get("name") ?? d.id) })));
  const rows = [];
  let cursor: string | undefined;
  do {
    const page = await listStudentPage({ ...input, limit: 500, cursor });
    rows.push(...page.docs.map((d) => studentRow(toStudent(d), groups, programs)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  return toCsv(rows);
}
