import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import {
  makeGroup,
  makePractice,
  makeProgram,
  makeSchedule,
  putStudent,
  uniqueId,
} from "../../__tests__/factories";
import { saveAttendance } from "../../attendance/save-attendance.handler";
import { collections } from "../../lib/collections";
import { schoolSettings } from "../../lib/school-settings";
import type { AttendanceStatus } from "../../shared/attendance.schema";
import type { StudentStatus } from "../../shared/student";
import { addDays, dayOfWeek, todayIn } from "../../shared/school-calendar";
import { studentDocument } from "../../students/student-document";
import { videoDocument } from "../../videos/video-document";
import { getDashboard } from "../get-dashboard.handler";

/**
 * The dashboard against data each test builds. The clock is pinned to a day no other suite uses
 * (2033), and every test narrows the answer to a program of its own, so the students, sessions
 * and marks other suites write at the same time cannot change a figure here.
 */
const NOW = new Date("2033-03-16T15:00:00Z");

async function todayOfSchool(now = NOW) {
  return todayIn((await schoolSettings()).school.timeZone, now);
}

/** A student stored by the shared builder, in the program and group, with an enrolment date. */
async function makeStudent(
  programId: string,
  groupIds: string[],
  options: { status?: StudentStatus; enrolledAt?: string; archivedAt?: Date; authUid?: string } = {},
) {
  const id = uniqueId("stu");
  const status = options.status ?? "active";
  await putStudent(
    id,
    studentDocument({
      id,
      input: {
        firstName: "Dash",
        lastName: id,
        dateOfBirth: "2020-01-01",
        email: null,
        phone: null,
        guardian: { name: "Pat Parent", email: `${id}@family.test`, phone: null, relationship: "Parent" },
        emergencyContact: null,
        medicalNotes: "",
        photoConsent: false,
        groupIds,
        programIds: [programId],
        status: status === "archived" ? "active" : status,
        notes: "",
        ...(options.enrolledAt ? { enrolledAt: options.enrolledAt } : {}),
      },
      enrolledAt: new Date("2020-01-01T12:00:00Z"),
      status,
      authUid: options.authUid ?? null,
      actorUid: "test",
      at: Timestamp.fromDate(options.archivedAt ?? NOW),
    }),
  );
  return id;
}

/** A program with one group (taught by `instructor`) and a weekly session on today's weekday. */
async function makeClass(today: string, overrides: { instructor?: string; startTime?: string } = {}) {
  const group = await makeGroup({ instructorIds: overrides.instructor ? [overrides.instructor] : [] });
  const program = await makeProgram([group.id], {
    startDate: addDays(today, -70),
    endDate: addDays(today, 30),
  });
  const schedule = await makeSchedule(program.id, group.id, {
    dayOfWeek: dayOfWeek(today),
    startDate: addDays(today, -70),
    endDate: addDays(today, 30),
    startTime: overrides.startTime ?? "16:00",
    endTime: "17:00",
  });
  return { group, program, schedule };
}

const mark = (
  ctx: ReturnType<typeof testContext>,
  date: string,
  scheduleId: string,
  records: Record<string, AttendanceStatus>,
) => saveAttendance({ ctx, input: { date, sessionId: `schedule:${scheduleId}`, records } });

describe("getDashboard", () => {
  it("lists today's sessions with whether attendance is taken, and the past ones not taken", async () => {
    const today = await todayOfSchool();
    const ctx = testContext("admin", NOW);
    const { group, program, schedule } = await makeClass(today);
    const [a, b] = [await makeStudent(program.id, [group.id]), await makeStudent(program.id, [group.id])];
    await makeStudent(program.id, [group.id], { status: "waitlist" });
    // Two weeks ago taken, last week not, today not yet.
    await mark(ctx, addDays(today, -14), schedule.id, { [a]: "present", [b]: "present" });

    let dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.date).toBe(today);
    expect(dash.today).toHaveLength(1);
    expect(dash.today[0]).toMatchObject({
      key: `schedule:${schedule.id}`,
      date: today,
      room: schedule.room,
      groups: [{ _id: group.id, name: group.name }],
      taken: false,
      marked: 0,
      expected: null,
      cancelled: false,
      attendanceLink: `/students/attendance?date=${today}&session=schedule%3A${schedule.id}`,
    });
    expect(dash.notTaken.total).toBe(1);
    expect(dash.notTaken.sessions.map((s) => s.date)).toEqual([addDays(today, -7)]);

    await mark(ctx, today, schedule.id, { [a]: "present" });
    await mark(ctx, addDays(today, -7), schedule.id, { [a]: "late", [b]: "absent" });
    dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.today[0]).toMatchObject({ taken: true, marked: 1, expected: 2 });
    expect(dash.notTaken).toEqual({ days: 14, total: 0, sessions: [] });
  });

  it("leaves cancelled occurrences out of the queue and shows them as cancelled today", async () => {
    const today = await todayOfSchool();
    const ctx = testContext("admin", NOW);
    const { program, schedule } = await makeClass(today);
    await collections.schedules.ref(schedule.id).update({
      exceptions: [
        { date: today, reason: "Studio closed" },
        { date: addDays(today, -7), reason: "Holiday" },
      ],
    });
    const dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.today[0]).toMatchObject({ cancelled: true, cancelReason: "Studio closed" });
    expect(dash.notTaken.sessions.map((s) => s.date)).toEqual([addDays(today, -14)]);
  });

  it("puts a staff member's own sessions first; an admin sees time order", async () => {
    const today = await todayOfSchool();
    const staff = testContext("staff", NOW);
    const mine = await makeClass(today, { instructor: staff.actor.sub, startTime: "18:00" });
    // Another class of the same program, earlier in the day, taught by someone else.
    const otherGroup = await makeGroup();
    const other = await makeSchedule(mine.program.id, otherGroup.id, {
      dayOfWeek: dayOfWeek(today),
      startDate: addDays(today, -70),
      endDate: addDays(today, 30),
      startTime: "09:00",
      endTime: "10:00",
    });
    const forStaff = await getDashboard({ ctx: staff, input: { programId: mine.program.id } });
    expect(forStaff.ownFirst).toBe(true);
    expect(forStaff.today.map((s) => [s.sessionId, s.mine])).toEqual([
      [mine.schedule.id, true],
      [other.id, false],
    ]);
    const forAdmin = await getDashboard({
      ctx: testContext("admin", NOW),
      input: { programId: mine.program.id },
    });
    expect(forAdmin.ownFirst).toBe(false);
    expect(forAdmin.today.map((s) => s.sessionId)).toEqual([other.id, mine.schedule.id]);
  });

  it("counts active students, this month's joins and leavers, new enrolments and the waitlist", async () => {
    const today = await todayOfSchool();
    const month = today.slice(0, 7);
    const lastMonth = addDays(`${month}-01`, -1);
    const { group, program } = await makeClass(today);
    await Promise.all([
      makeStudent(program.id, [group.id], { enrolledAt: `${month}-01` }),
      makeStudent(program.id, [group.id], { enrolledAt: today }),
      makeStudent(program.id, [group.id], { enrolledAt: lastMonth }),
      makeStudent(program.id, [group.id], { enrolledAt: today, status: "waitlist" }),
      makeStudent(program.id, [group.id], { enrolledAt: lastMonth, status: "waitlist" }),
      makeStudent(program.id, [group.id], { enrolledAt: today, status: "inactive" }),
      // Left this month (archived while active), and one archived last month.
      makeStudent(program.id, [group.id], { enrolledAt: lastMonth, status: "archived", archivedAt: NOW }),
      makeStudent(program.id, [group.id], {
        enrolledAt: lastMonth,
        status: "archived",
        archivedAt: new Date(NOW.getTime() - 40 * 86_400_000),
      }),
    ]);
    const dash = await getDashboard({ ctx: testContext("admin", NOW), input: { programId: program.id } });
    expect(dash.figures).toMatchObject({
      month,
      activeStudents: 3,
      joinedThisMonth: 2,
      leftThisMonth: 1,
      activeChange: 1,
      newEnrolments: 3, // two active and one inactive enrolled this month; the waitlisted one is not enrolled
      waitlist: 2,
    });
  });

  it("gives attendance rates against the period before, and a weekly trend of the program", async () => {
    const today = await todayOfSchool();
    const ctx = testContext("admin", NOW);
    const { group, program, schedule } = await makeClass(today);
    const ids = await Promise.all([1, 2, 3, 4].map(() => makeStudent(program.id, [group.id])));
    const all = (status: AttendanceStatus, n = 4) =>
      Object.fromEntries(ids.slice(0, n).map((id) => [id, status]));
    await mark(ctx, today, schedule.id, { ...all("present", 3), [ids[3]!]: "absent" }); // 3/4
    await mark(ctx, addDays(today, -7), schedule.id, { ...all("late", 2), [ids[2]!]: "absent" }); // 2/3
    await mark(ctx, addDays(today, -35), schedule.id, all("absent")); // 0/4

    const dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.figures.attendance7).toEqual({
      rate: 3 / 4,
      marked: 4,
      previousRate: 2 / 3,
      previousMarked: 3,
      direction: "up",
    });
    expect(dash.figures.attendance30).toMatchObject({ rate: 5 / 7, previousRate: 0, direction: "up" });
    expect(dash.trend.weeks).toHaveLength(12);
    expect(dash.trend.series).toHaveLength(1);
    const series = dash.trend.series[0]!;
    expect(series).toMatchObject({ _id: program.id, name: program.name, color: program.color });
    expect(series.rates.at(-1)).toBe(3 / 4);
    expect(series.rates.at(-2)).toBe(2 / 3);
    expect(series.rates.at(-6)).toBe(0);
    expect(series.rates.filter((r) => r === null)).toHaveLength(9);
  });

  it("lists students absent from their last two sessions or more, until they come back", async () => {
    const today = await todayOfSchool();
    const ctx = testContext("staff", NOW);
    const { group, program, schedule } = await makeClass(today);
    const [away, once, excused] = await Promise.all([
      makeStudent(program.id, [group.id], { authUid: uniqueId("uid") }),
      makeStudent(program.id, [group.id]),
      makeStudent(program.id, [group.id]),
    ]);
    await mark(ctx, addDays(today, -21), schedule.id, {
      [away]: "present",
      [once]: "absent",
      [excused]: "absent",
    });
    await mark(ctx, addDays(today, -14), schedule.id, {
      [away]: "absent",
      [once]: "present",
      [excused]: "excused",
    });
    await mark(ctx, addDays(today, -7), schedule.id, {
      [away]: "absent",
      [once]: "absent",
      [excused]: "absent",
    });

    let dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.followUps.absences.total).toBe(1);
    const [student] = dash.followUps.absences.students;
    expect(student).toMatchObject({
      studentId: away,
      streak: 2,
      since: addDays(today, -14),
      lastAbsent: addDays(today, -7),
      profileLink: `/students/details?student=${away}`,
      guardian: { name: "Pat Parent", email: `${away}@family.test` },
    });
    expect(student!.chatLink).toMatch(/^\/chat\/individual\?with=uid-/);

    // A mark corrected in the past counts too: the run is worked out from the latest marks.
    await mark(ctx, addDays(today, -21), schedule.id, { [away]: "absent" });
    dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.followUps.absences.students[0]).toMatchObject({ studentId: away, streak: 3 });

    await mark(ctx, today, schedule.id, { [away]: "present" });
    dash = await getDashboard({ ctx, input: { programId: program.id } });
    expect(dash.followUps.absences).toEqual({ total: 0, students: [] });
  });

  it("shows the next Friday practice and leaves practices out of a program's answer", async () => {
    // Practices are school-wide, so this one is placed on a Friday no other suite uses.
    const now = new Date("2034-06-13T15:00:00Z"); // a Tuesday
    const today = await todayOfSchool(now);
    const friday = addDays(today, (5 - dayOfWeek(today) + 7) % 7);
    const group = await makeGroup();
    await makePractice([group.id], { date: friday, status: "cancelled", title: "Called off" });
    // The library's videos chosen for it: an archived one and one that no longer exists drop out.
    const video = (title: string, archived: boolean) => {
      const id = uniqueId("vid");
      const doc = videoDocument(
        {
          title,
          programId: "any-program",
          week: 3,
          source: { kind: "link", url: "https://vimeo.com/76979871" },
        },
        { programStart: "2034-01-02", timeZone: "UTC" },
      );
      return collections.videos
        .ref(id)
        .set({ ...doc, archived })
        .then(() => id);
    };
    const [drill, gone] = await Promise.all([video("Pirouette drill", false), video("Old warm-up", true)]);
    const later = await makePractice([group.id], {
      date: addDays(friday, 7),
      title: "Turns and spotting",
      focus: "Pirouettes",
      videoIds: [drill, gone, uniqueId("missing")],
    });
    const dash = await getDashboard({ ctx: testContext("admin", now), input: {} });
    expect(dash.nextPractice).toMatchObject({
      _id: later.id,
      title: "Turns and spotting",
      focus: "Pirouettes",
      groups: [{ _id: group.id, name: group.name }],
      videos: [{ _id: drill, title: "Pirouette drill", link: `/media/edit/${drill}/3` }],
      link: `/students/create-friday-practice?edit=${later.id}`,
    });
    expect(dash.followUps.unassignedSupport.link).toBe("/support/chat");
    expect(dash.followUps.newBugReports).toEqual({
      total: expect.any(Number),
      link: "/support/bug-reports?status=new",
    });
  });
});
