import { randomUUID } from "node:crypto";
import { admin } from "./env";

/** Small factories for the programs / schedules / attendance suites: unique ids every call. */
export const uid = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export async function makeGroup(overrides: Record<string, unknown> = {}) {
  const id = uid("grp");
  const data = { name: `Group ${id}`, nameLower: `group ${id}`, color: "#123456", capacity: 20, ...overrides };
  await admin().db.doc(`groups/${id}`).set(data);
  return { id, ...data };
}

export async function makeStudent(groupIds: string[], overrides: Record<string, unknown> = {}) {
  const id = uid("stu");
  const data = {
    firstName: "Test", lastName: id, groupIds, programIds: [], status: "active",
    guardian: { name: "Pat Parent", email: `${id}@family.test`, phone: "", relationship: "Parent" }, email: null, ...overrides,
  };
  await admin().db.doc(`students/${id}`).set(data);
  return { id, ...data };
}

/** A program body for POST /api/programs. */
export function programBody(groupIds: string[], overrides: Record<string, unknown> = {}) {
  const name = `Program ${uid("p")}`;
  return {
    name, description: "A test term.", level: "Open", ageRange: { min: 6, max: 18 }, startDate: "2027-01-04", endDate: "2027-03-26",
    capacity: 30, groupIds, status: "published", color: "#7c3aed", ...overrides,
  };
}

/** A room nobody else uses, so clash checks only see this test's sessions. */
export const room = () => uid("Room");
