import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../functions/src/shared/dashboard.schema";
import { addDays, dayOfWeek } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { makeGroup, room, uid } from "../support/school-factory";
import { createStudentAccount } from "../support/student-account";
import { removeStudents, seedStudents, writeStudent, type TestStudent } from "../support/students";

/**
 * GET /api/dashboard over HTTP, each figure against data this file builds.
 *
 * Determinism: school-wide figures move while other files write students and attendance at the
 * same time (one shared emulator, no tenant of our own), so every exact assertion asks for the
 * answer narrowed to a program this file made (`?programId=`), which only this file's records are
 * in. The unnarrowed answer is only checked for what concurrency cannot break (at least our
 * students, more than 1,000).
 *
 * Dates: the API's "today" is the school's, from the real clock; each scenario asks the API for
 * its date first, builds around it, and runs again in the rare case midnight passed in between.
 */
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let staff: TestAccount;
let token: string;
let adminToken: string;
const cleanup: string[] = [];

async function dashboard(query: Record<string, string> = {}, as = token) {
  const qs = new URLSearchParams(query).toString();
  const res = await call<{ data: Dashboard }>(`/dashboard${qs ? `?${qs}` : ""}`, { token: as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Runs `scenario` for the API's today; again for the next day if midnight passed meanwhile. */
async function onToday(scenario: (today: string) => Promise<Dashboard>) {
  const today = (await dashboard({ programId: uid("none") })).date;
  const answer = await scenario(today);
  if (answer.date === today) return;
  const again = await scenario(answer.date);
  expect(again.date).toBeDefined();
}

/** A program id with one group of its own, and a weekly session on `today`'s weekday. */
async function makeClass(today: string, instructorId: string) {
  const programId = uid("prg");
  const group = await makeGroup({ instructorIds: [instructorId] });
  const scheduleId = uid("sch");
  await admin()
    .db.doc(`programs/${programId}`)
    .set({
      name: `Dashboard ${programId}`,
      nameLower: `dashboard ${programId}`,
      color: "#0ea5e9",
      status: "published",
      startDate: addDays(today, -90),
      endDate: addDays(today, 30),
      groupIds: [group.id],
    });
  await admin()
    .db.doc(`schedules/${scheduleId}`)
    .set({
      programId,
      groupId: group.id,
      dayOfWeek: dayOfWeek(today),
      startTime: "16:00",
      endTime: "17:00",
      room: room(),
      instructorId,
      startDate: addDays(today, -90),
      endDate: addDays(today, 30),
      exceptions: [],
      archivedAt: null,
    });
  return { programId, groupId: group.id, scheduleId };
}

async function student(programId: string, groupId: string, extra: TestStudent = {}) {
  const id = uid("stu");
  await writeStudent(id, { lastName: id, groupIds: [groupId], programIds: [programId], ...extra });
  cleanup.push(id);
  return id;
}

async function mark(date: string, scheduleId: string, records: Record<string, string>) {
  const res = await call("/attendance", {
    method: "PUT",
    token,
    body: { date, sessionId: `schedule:${scheduleId}`, records },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An enrolment date as a Date (the register keeps noon UTC). */
const enrolled = (date: string) => new Date(`${date}T12:00:00Z`);

beforeAll(async () => {
  staff = await createAccount("staff");
  const boss = await createAccount("admin");
  [token, adminToken] = await Promise.all([sessionToken(staff), sessionToken(boss)]);
});

afterAll(async () => {
  await removeStudents(cleanup);
});

describe("GET /api/dashboard", () => {
  it("needs a console session and a well-formed program id", async () => {
    expect((await call("/dashboard")).status).toBe(401);
    const bad = await call<ErrorBody>("/dashboard?programId=__bad__", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("programId");
    // An unknown program is a narrowed answer with nothing in it, not an error.
    const none = await dashboard({ programId: uid("nothing") });
    expect(none).toMatchObject({ today: [], notTaken: { total: 0 }, figures: { activeStudents: 0 } });
  });

  it("counts active students, this month's change, new enrolments and the waitlist", async () => {
    await onToday(async (today) => {
      const { programId, groupId } = await makeClass(today, staff.uid);
      const monthStart = `${today.slice(0, 7)}-01`;
      const lastMonth = addDays(monthStart, -3);
      await Promise.all([
        student(programId, groupId, { enrolledAt: enrolled(monthStart) }),
        student(programId, groupId, { enrolledAt: enrolled(today) }),
        student(programId, groupId, { enrolledAt: enrolled(lastMonth) }),
        student(programId, groupId, { enrolledAt: enrolled(today), status: "waitlist" }),
        student(programId, groupId, { enrolledAt: enrolled(lastMonth), status: "waitlist" }),
        student(programId, groupId, { enrolledAt: enrolled(today), status: "inactive" }),
      ]);
      // Archived through the API now: a student who left this month.
      const leaver = await student(programId, groupId, { enrolledAt: enrolled(lastMonth) });
      expect((await call(`/students/${leaver}/archive`, { method: "POST", token: adminToken })).status).toBe(
        200,
      );

      const data = await dashboard({ programId });
      expect(data.figures).toMatchObject({
        month: today.slice(0, 7),
        activeStudents: 3,
        joinedThisMonth: 2,
        leftThisMonth: 1,
        activeChange: 1,
        newEnrolments: 3,
        waitlist: 2,
      });
      return data;
    });
  });

  it("shows today's session, the queue of past ones not taken, and empties both once attendance is saved", async () => {
    await onToday(async (today) => {
      const { programId, groupId, scheduleId } = await makeClass(today, staff.uid);
      const a = await student(programId, groupId);
      const b = await student(programId, groupId);
      await mark(addDays(today, -14), scheduleId, { [a]: "present", [b]: "present" });

      let data = await dashboard({ programId });
      expect(data.today).toHaveLength(1);
      expect(data.today[0]).toMatchObject({
        key: `schedule:${scheduleId}`,
        taken: false,
        expected: null,
        mine: true,
        instructors: [{ _id: staff.uid, name: staff.displayName }],
      });
      expect(data.notTaken.total).toBe(1);
      expect(data.notTaken.sessions[0]).toMatchObject({
        date: addDays(today, -7),
        attendanceLink: `/students/attendance?date=${addDays(today, -7)}&session=schedule%3A${scheduleId}`,
      });

      await mark(addDays(today, -7), scheduleId, { [a]: "present", [b]: "absent" });
      await mark(today, scheduleId, { [a]: "present", [b]: "late" });
      data = await dashboard({ programId });
      expect(data.notTaken).toEqual({ days: 14, total: 0, sessions: [] });
      expect(data.today[0]).toMatchObject({ taken: true, marked: 2, expected: 2 });
      return data;
    });
  });

  it("gives 7- and 30-day attendance rates with their direction, and the program's weekly trend", async () => {
    await onToday(async (today) => {
      const { programId, groupId, scheduleId } = await makeClass(today, staff.uid);
      const ids = await Promise.all([1, 2, 3, 4].map(() => student(programId, groupId)));
      const [s1, s2, s3, s4] = ids as [string, string, string, string];
      await mark(today, scheduleId, { [s1]: "present", [s2]: "present", [s3]: "absent", [s4]: "absent" });
      await mark(addDays(today, -7), scheduleId, {
        [s1]: "present",
        [s2]: "late",
        [s3]: "present",
        [s4]: "absent",
      });
      await mark(addDays(today, -42), scheduleId, {
        [s1]: "present",
        [s2]: "present",
        [s3]: "present",
        [s4]: "present",
      });

      const data = await dashboard({ programId });
      expect(data.figures.attendance7).toEqual({
        rate: 0.5,
        marked: 4,
        previousRate: 0.75,
        previousMarked: 4,
        direction: "down",
      });
      expect(data.figures.attendance30).toMatchObject({
        rate: 5 / 8,
        marked: 8,
        previousRate: 1,
        direction: "down",
      });
      expect(data.trend.series).toHaveLength(1);
      const [series] = data.trend.series;
      expect(series).toMatchObject({ _id: programId, name: `Dashboard ${programId}`, color: "#0ea5e9" });
      expect(series!.rates.at(-1)).toBe(0.5);
      expect(series!.rates.at(-2)).toBe(0.75);
      expect(series!.rates.at(-7)).toBe(1);
      expect(series!.marked.reduce((x, y) => x + y, 0)).toBe(12);
      return data;
    });
  });

  it("lists students absent from their last two sessions, with links to their profile and chat", async () => {
    await onToday(async (today) => {
      const { programId, groupId, scheduleId } = await makeClass(today, staff.uid);
      const away = await student(programId, groupId, { authUid: uid("app") });
      const fine = await student(programId, groupId);
      await mark(addDays(today, -14), scheduleId, { [away]: "absent", [fine]: "absent" });
      await mark(addDays(today, -7), scheduleId, { [away]: "absent", [fine]: "present" });

      const data = await dashboard({ programId });
      expect(data.followUps.absences.total).toBe(1);
      expect(data.followUps.absences.students[0]).toMatchObject({
        studentId: away,
        streak: 2,
        since: addDays(today, -14),
        profileLink: `/students/details?student=${away}`,
      });
      expect(data.followUps.absences.students[0]!.chatLink).toContain("/chat/individual?with=app-");
      // The support inbox and the new bug reports are school-wide counts, linked to their screens.
      expect(data.followUps.unassignedSupport.total).toEqual(expect.any(Number));
      expect(data.followUps.newBugReports.link).toBe("/support/bug-reports?status=new");
      expect(Object.keys(data.followUps).sort()).toEqual(["absences", "newBugReports", "unassignedSupport"]);
      return data;
    });
  });

  it("counts a bug report a student just filed among the new ones", async () => {
    const reporter = await createStudentAccount();
    const filed = await call("/me/bug-reports", {
      method: "POST",
      token: await reporter.idToken(),
      body: {
        title: "The videos page is blank",
        whatHappened: "Nothing loads under Videos.",
        steps: "Open Videos",
        expected: "This week's videos",
        severity: "medium",
        context: { appVersion: "2.4.0", device: "Pixel 8, Android 15", route: "/videos" },
      },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    // School-wide and shared with suites filing and triaging at the same time: at least this one.
    expect((await dashboard()).followUps.newBugReports.total).toBeGreaterThanOrEqual(1);
    await removeStudents([reporter.studentId]);
  });

  it("counts a school of 1,500 students exactly, past the 1,000 the legacy list stops at", async () => {
    await onToday(async (today) => {
      const programId = uid("big");
      const monthStart = `${today.slice(0, 7)}-01`;
      // Batched writes through the shared builder: 1,200 enrolled long ago, 300 this month.
      const ids = await seedStudents(
        Array.from({ length: 1500 }, (_, i) => ({
          firstName: "Big",
          lastName: `School ${i}`,
          programIds: [programId],
          enrolledAt: i < 1200 ? new Date(Date.UTC(2024, 0, 1 + (i % 365), 12)) : enrolled(monthStart),
        })),
        programId,
      );
      cleanup.push(...ids);

      const data = await dashboard({ programId });
      expect(data.figures).toMatchObject({ activeStudents: 1500, joinedThisMonth: 300, newEnrolments: 300 });
      // The whole school holds at least these (others' students come and go meanwhile).
      const school = await dashboard({}, adminToken);
      expect(school.figures.activeStudents).toBeGreaterThanOrEqual(1500);
      return data;
    });
  });
});
