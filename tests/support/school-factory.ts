import { randomUUID } from "node:crypto";
import { groupDocument } from "../../functions/src/groups/group-document";
import type { GroupFields } from "../../functions/src/shared/group.schema";
import type { PracticeInput } from "../../functions/src/shared/practice.schema";
import type { ProgramInput } from "../../functions/src/shared/program.schema";
import { admin } from "./env";
import { writeStudent, type TestStudent } from "./students";

/** Small factories for the programs / schedules / attendance suites: unique ids every call. */
export const uid = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A group stored as the API stores it (the shared builder), with a unique id. */
export async function makeGroup(overrides: Partial<GroupFields> = {}) {
  const id = uid("grp");
  const data = groupDocument({ name: `Group ${id}`, color: "#123456", capacity: 20, ...overrides });
  await admin().db.doc(`groups/${id}`).set(data);
  return { id, ...data };
}

/**
 * A student stored as the API stores it (the shared builder): listed, searchable, with a guardian
 * whose email gets announcement and absence mails.
 */
export async function makeStudent(groupIds: string[], overrides: TestStudent = {}) {
  const id = uid("stu");
  const student: TestStudent = {
    firstName: "Test",
    lastName: id,
    groupIds,
    guardian: { name: "Pat Parent", email: `${id}@family.test`, phone: "", relationship: "Parent" },
    ...overrides,
  };
  await writeStudent(id, student);
  return { id, ...student };
}

/** A program body for POST /api/programs. */
export function programBody(groupIds: string[], overrides: Partial<ProgramInput> = {}): ProgramInput {
  const name = `Program ${uid("p")}`;
  return {
    name,
    description: "A test term.",
    level: "Open",
    ageRange: { min: 6, max: 18 },
    startDate: "2027-01-04",
    endDate: "2027-03-26",
    capacity: 30,
    groupIds,
    status: "published",
    color: "#7c3aed",
    ...overrides,
  };
}

/** A room nobody else uses, so clash checks only see this test's sessions. */
export const room = () => uid("Room");

/** A planned Friday practice body for POST /api/practices: 17:00 to 19:00 on `date`. */
export function practiceBody(
  date: string,
  groupIds: string[],
  title = `Practice ${uid("pr")}`,
): PracticeInput {
  return {
    date,
    startTime: "17:00",
    endTime: "19:00",
    title,
    focus: "",
    groupIds,
    location: "",
    videoIds: [],
    notes: "",
    status: "planned",
  };
}
