import { beforeAll, describe, expect, it } from "vitest";
import type { Roster } from "../../functions/src/shared/attendance.schema";
import type { MySeats, ReportedAbsence, StaffCredit } from "../../functions/src/shared/seats.schema";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { at, post, seatsSchool, setSeatsPolicy, type SeatsSchool } from "../support/seats-school";
import {
  createGuardianAccount,
  createStudentAccount,
  type TestGuardianAccount,
  type TestStudentAccount,
} from "../support/student-account";

/**
 * Absences a family reports ahead from the app: up to the class's start, by the student or their
 * guardian; the roster shows them reported and excused; no absence alert; the dashboard's list.
 * The API's clock is set per request (X-Test-Now); the class is Tuesday 12 January 2027, 16:00 in
 * New York (21:00 UTC).
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const TUE = "2027-01-12";
const TWO_DAYS_BEFORE = "2027-01-10T21:00:00Z";
const HOUR_BEFORE = "2027-01-12T20:00:00Z";
const STARTED = "2027-01-12T21:00:00Z";

let school: SeatsSchool;
let ada: TestStudentAccount;
let ben: TestStudentAccount;
let cy: TestStudentAccount;
let stranger: TestStudentAccount;
let guardian: TestGuardianAccount;
let sessionKey: string;

const report = async (token: string, now: string, headers: Record<string, string> = {}, body = {}) =>
  call<{ data: ReportedAbsence } & ErrorBody>("/me/seats/absences", {
    method: "POST",
    token,
    headers: { ...at(now), ...headers },
    body: { sessionKey, date: TUE, ...body },
  });

beforeAll(async () => {
  await setSeatsPolicy({ creditForReportedAbsence: true, creditNoticeHours: 24 });
  school = await seatsSchool([10, 10]);
  sessionKey = `schedule:${school.classes[0]}`;
  const member = {
    groupIds: [school.groups[0]!],
    programIds: [school.programId],
    // Absence alerts go to a guardian's address: each family has one.
    guardian: {
      name: "Pat Parent",
      email: `seats-${Date.now()}@family.test`,
      phone: "",
      relationship: "Parent",
    },
  };
  [ada, ben, cy, stranger] = await Promise.all([
    createStudentAccount({ firstName: "Ada", ...member }),
    createStudentAccount({ firstName: "Ben", ...member }),
    createStudentAccount({ firstName: "Cy", ...member }),
    createStudentAccount({ firstName: "Dee", groupIds: [school.groups[1]!] }),
  ]);
  guardian = await createGuardianAccount([ben.studentId]);
});

describe("POST /api/me/seats/absences", () => {
  it("records a student's own report with the reason, and a credit for two days' notice", async () => {
    const res = await report(await ada.idToken(), TWO_DAYS_BEFORE, {}, { reason: "Dentist" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ studentId: ada.studentId, date: TUE, reason: "Dentist" });
    expect(res.body.data.reportedBy.role).toBe("student");
    expect(res.body.data.creditId).not.toBeNull();
    // Again: the same report, not a second one or a second credit.
    const again = await report(await ada.idToken(), TWO_DAYS_BEFORE);
    expect(again.body.data._id).toBe(res.body.data._id);
    const seats = await call<{ data: MySeats }>("/me/seats", {
      token: await ada.idToken(),
      headers: at(TWO_DAYS_BEFORE),
    });
    expect(seats.body.data.absences.map((a) => a.date)).toEqual([TUE]);
    expect(seats.body.data.credits.filter((c) => c.status === "open")).toHaveLength(1);
    // The console's list of the student's credits names the absence that earned it.
    const staffList = await call<{ data: StaffCredit[] }>(`/seats/credits?studentId=${ada.studentId}`, {
      token: school.staffToken,
    });
    expect(staffList.body.data.find((c) => c._id === res.body.data.creditId)).toMatchObject({
      source: "reported-absence",
      earnedFrom: { date: TUE, startTime: "16:00" },
      booking: null,
      reason: null,
    });
  });

  it("lets a guardian report for their child; short notice earns no credit", async () => {
    const res = await report(await guardian.idToken(), HOUR_BEFORE, { "X-Student-Id": ben.studentId });
    expect(res.status).toBe(201);
    expect(res.body.data.reportedBy.role).toBe("guardian");
    expect(res.body.data.creditId).toBeNull();
  });

  it("refuses a class that has started (409) and another family's student (404)", async () => {
    const late = await report(await cy.idToken(), STARTED);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/already started.*tell the school/i);
    const foreign = await report(await guardian.idToken(), TWO_DAYS_BEFORE, { "X-Student-Id": cy.studentId });
    expect(foreign.status).toBe(404);
    // A class of another group is not the student's either.
    const notTheirs = await report(await stranger.idToken(), TWO_DAYS_BEFORE);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error.message).toMatch(/not one of this student's/);
  });

  it("answers 400 naming the field for a bad session or an over-long reason", async () => {
    const res = await report(await cy.idToken(), TWO_DAYS_BEFORE, {}, { reason: "x".repeat(301) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty("reason");
  });
});

describe("the roster and the dashboard", () => {
  // Reporting is idempotent, so these stand whichever test of the file ran first.
  beforeAll(async () => {
    expect((await report(await ada.idToken(), TWO_DAYS_BEFORE, {}, { reason: "Dentist" })).status).toBe(201);
    const forBen = await report(await guardian.idToken(), HOUR_BEFORE, { "X-Student-Id": ben.studentId });
    expect(forBen.status).toBe(201);
  });

  it("shows the report, by whom, pre-marked excused; staff can still change the mark", async () => {
    const res = await call<{ data: Roster }>(`/attendance?date=${TUE}&sessionId=${sessionKey}`, {
      token: school.staffToken,
    });
    expect(res.status).toBe(200);
    const roster = res.body.data;
    expect(roster.records[ada.studentId]).toBe("excused");
    expect(roster.reported?.[ada.studentId]).toMatchObject({ role: "student", reason: "Dentist" });
    expect(roster.reported?.[ben.studentId]?.role).toBe("guardian");
    const saved = await call<{ data: { records: Record<string, string> } }>("/attendance", {
      method: "PUT",
      token: school.staffToken,
      body: { date: TUE, sessionId: sessionKey, records: { [ada.studentId]: "present" } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.records[ada.studentId]).toBe("present");
  });

  it("sends no absence alert for a reported absence (one for an unreported one)", async () => {
    const { db } = admin();
    await db.doc("settings/general").set({ absenceAlerts: true, absenceAlertRule: "each" }, { merge: true });
    await post(
      "/attendance",
      { date: TUE, sessionId: sessionKey, records: { [ben.studentId]: "absent", [cy.studentId]: "absent" } },
      school.staffToken,
      "PUT",
    );
    const attendanceId = `schedule_${school.classes[0]}_${TUE}`;
    const alert = (sid: string) => db.doc(`mailSchedule/absence_${attendanceId}_${sid}`);
    const until = Date.now() + 90_000;
    while (!(await alert(cy.studentId).get()).exists) {
      if (Date.now() > until) throw new Error("Timed out waiting for the unreported student's alert");
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await alert(ben.studentId).get()).exists).toBe(false);
  }, 120_000); // the trigger queues behind the suite's other functions on a loaded machine

  it("lists the day's reported absences for the dashboard", async () => {
    const res = await call<{ data: ReportedAbsence[] }>(`/seats/absences?date=${TUE}`, {
      token: school.staffToken,
    });
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((a) => a.sessionKey === sessionKey);
    expect(mine.map((a) => a.studentName).sort()).toEqual([
      expect.stringMatching(/^Ada/),
      expect.stringMatching(/^Ben/),
    ]);
    expect((await call(`/seats/absences?date=${TUE}`, { token: await ada.idToken() })).status).toBe(401);
  });
});
