import { randomUUID } from "node:crypto";
import type { DocumentData } from "firebase-admin/firestore";
import { bugReportDocument, type BugReportDocumentInput } from "../bug-reports/bug-report-document";
import { groupDocument } from "../groups/group-document";
import { auditEntries, collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { schoolSettings } from "../lib/school-settings";
import type { GroupFields } from "../shared/group.schema";
import type { PracticeInput } from "../shared/practice.schema";
import { recordStudentChange } from "../students/student-counts.repository";

/**
 * Small factories for the handler tests: each call writes one record with a fresh id straight to
 * the emulator, so a test builds exactly the state it reads and shares none.
 */
export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export async function makeGroup(overrides: Partial<GroupFields> = {}) {
  const id = uniqueId("grp");
  const data = groupDocument({ name: `Group ${id}`, color: "#123456", capacity: 20, ...overrides });
  await collections.groups.ref(id).set(data);
  return { id, ...data };
}

/**
 * Writes a student document as a write of the API does: with its change to the stored student
 * counts in the same transaction, so the dashboard's figures count it.
 */
export async function putStudent(id: string, doc: DocumentData) {
  const { timeZone } = (await schoolSettings()).school;
  const ref = collections.students.ref(id);
  await db().runTransaction(async (tx) => {
    const before = await tx.get(ref);
    tx.set(ref, doc);
    recordStudentChange(tx, before.data(), doc, timeZone);
  });
}

export async function makeStudent(groupIds: string[], overrides: Record<string, unknown> = {}) {
  const id = uniqueId("stu");
  const data = {
    firstName: "Test",
    lastName: id,
    groupIds,
    programIds: [],
    status: "active",
    guardian: { name: "Pat Parent", email: `${id}@family.test`, phone: "", relationship: "Parent" },
    email: null,
    ...overrides,
  };
  await putStudent(id, data);
  return { id, ...data };
}

/** A published program over the winter term 2027 (Mon 4 Jan to Fri 26 Mar). */
export async function makeProgram(groupIds: string[], overrides: Record<string, unknown> = {}) {
  const id = uniqueId("prg");
  const data = {
    name: `Program ${id}`,
    nameLower: `program ${id}`,
    startDate: "2027-01-04",
    endDate: "2027-03-26",
    groupIds,
    status: "published",
    color: "#7c3aed",
    ...overrides,
  };
  await collections.programs.ref(id).set(data);
  return { id, ...data };
}

/** A weekly session on Tuesdays 16:00–17:00 through the winter term 2027. */
export async function makeSchedule(
  programId: string,
  groupId: string,
  overrides: Record<string, unknown> = {},
) {
  const id = uniqueId("sch");
  const data = {
    programId,
    groupId,
    dayOfWeek: 2,
    startTime: "16:00",
    endTime: "17:00",
    room: uniqueId("Room"),
    instructorId: uniqueId("instr"),
    startDate: "2027-01-04",
    endDate: "2027-03-26",
    exceptions: [] as { date: string; reason: string }[],
    archivedAt: null,
    ...overrides,
  };
  await collections.schedules.ref(id).set(data);
  return { id, ...data };
}

/** A valid practice as the form sends it: a planned Friday practice on 15 Jan 2027, 17:00–19:00. */
export function practiceInput(groupIds: string[], overrides: Partial<PracticeInput> = {}): PracticeInput {
  return {
    date: "2027-01-15",
    startTime: "17:00",
    endTime: "19:00",
    title: "Friday practice",
    focus: "",
    groupIds,
    location: "",
    videoIds: [],
    notes: "",
    status: "planned",
    ...overrides,
  };
}

/** A planned Friday practice on 15 Jan 2027. */
export async function makePractice(groupIds: string[], overrides: Record<string, unknown> = {}) {
  const id = uniqueId("prc");
  const data = { ...practiceInput(groupIds), title: `Practice ${id}`, cancelReason: null, ...overrides };
  await collections.practices.ref(id).set(data);
  return { id, ...data };
}

/**
 * A group and its weekly session (Tuesdays 16:00–17:00 through the winter term 2027, in a
 * published program); `key` names the session as the attendance routes do.
 */
export async function makeWeeklySession(groupOverrides: Record<string, unknown> = {}) {
  const group = await makeGroup(groupOverrides);
  const program = await makeProgram([group.id]);
  const schedule = await makeSchedule(program.id, group.id);
  return { group, program, schedule, key: `schedule:${schedule.id}` };
}

/** The audit entries written about one record (of one action, when named), oldest first. */
export async function auditOf(resourceId: string, action?: string) {
  return (await auditEntries.find("resourceId", resourceId))
    .map((d) => d.data())
    .filter((e) => !action || e.action === action)
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

/** A filed bug report (stored as the API stores it), by a made-up student unless `reporterUid` says. */
export async function makeBugReport(
  overrides: Partial<Omit<BugReportDocumentInput, "report">> & {
    report?: Partial<BugReportDocumentInput["report"]>;
    reporterUid?: string;
    createdAt?: Date;
  } = {},
) {
  const id = uniqueId("bug");
  const { report, reporterUid, createdAt = new Date("2027-02-01T10:00:00Z"), ...rest } = overrides;
  const data = bugReportDocument({
    report: {
      title: `Report ${id}`,
      whatHappened: "The screen froze.",
      severity: "medium",
      context: { appVersion: "2.4.0", device: "Pixel 8, Android 15", route: "/videos" },
      ...report,
    },
    reporter: {
      uid: reporterUid ?? uniqueId("stu-uid"),
      displayName: "Test Student",
      studentId: uniqueId("stu"),
    },
    filedAt: createdAt,
    ...rest,
  });
  await collections.bugReports.ref(id).set({ ...data, createdAt, updatedAt: createdAt });
  return { id, ...data };
}
