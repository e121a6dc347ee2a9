import { collections } from "../lib/collections";
import { cursorScope } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { ListStudentsQuery } from "../shared/student.schema";
import { studentRow, toCsv } from "./students-csv";
import { groupAndProgramNames, listStudentPage } from "./students.repository";

/** The most rows one export writes; the register screen says so when a filter is needed. */
export const EXPORT_MAX_ROWS = 20_000;

/** GET /api/students/export: the register with the current filters, as UTF-8 CSV. */
export async function exportStudents({
  ctx,
  input,
}: HandlerArgs<Omit<ListStudentsQuery, "limit" | "cursor">>): Promise<string> {
  const { groups, programs } = await groupAndProgramNames();
  const rows = [];
  const scope = cursorScope("students", ctx.actor.sub, input);
  let cursor: string | undefined;
  do {
    const page = await listStudentPage({ ...input, limit: 500, cursor }, scope);
    rows.push(...page.docs.map((d) => studentRow(collections.students.read(d), groups, programs)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  return toCsv(rows);
}
