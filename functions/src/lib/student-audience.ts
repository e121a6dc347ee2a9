import type { StudentScope } from "./handler-context";

/**
 * The audience keys a student belongs to: "everyone", `group:<id>` for each of their groups and
 * `program:<id>` for each of their programs. Whatever students read is stored with the keys it is
 * for, so "what may this student see" is one `array-contains-any` query on an indexed field.
 */
export function audienceKeysOf(student: Pick<StudentScope, "groupIds" | "programIds">): string[] {
  const keys = [
    "everyone",
    ...student.groupIds.map((g) => `group:${g}`),
    ...student.programIds.map((p) => `program:${p}`),
  ];
  // array-contains-any takes 30 values; a student in more than 29 groups and programs is not real.
  return keys.slice(0, 30);
}
