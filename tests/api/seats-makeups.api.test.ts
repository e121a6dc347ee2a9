import { beforeAll, describe, expect, it } from "vitest";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import type { Roster } from "../../functions/src/shared/attendance.schema";
import type {
  BookableSession,
  Booking,
  Credit,
  MySeats,
  StaffCredit,
} from "../../functions/src/shared/seats.schema";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { at, issueCredit, seatsSchool, setSeatsPolicy, type SeatsSchool } from "../support/seats-school";
import { createStudentAccount } from "../support/student-account";

/**
 * Make-up credits and bookings against the API's clock. Group 0 has its class on Tuesdays, group 1
 * (capacity 3, one member) on Wednesdays at 16:00 New York time: Wednesday 13 January 2027 starts
 * at 21:00 UTC. With one extra make-up seat, that class takes three make-ups.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const WED = "2027-01-13";
const NOW = "2027-01-10T21:00:00Z";
const BEFORE_CUTOFF = "2027-01-13T18:00:00Z";
const AFTER_CUTOFF = "2027-01-13T20:00:00Z";

let school: SeatsSchool;
let wednesday: string;

/** A student of group 0 with one open credit (issued at NOW, valid `days`). */
async function family(days?: number) {
  const student = await createStudentAccount({
    groupIds: [school.groups[0]!],
    programIds: [school.programId],
  });
  const creditId = await issueCredit(school, student.studentId, NOW, days);
  return { student, creditId, token: await student.idToken() };
}

const book = (token: string, creditId: string, now = NOW, date = WED) =>
  call<{ data: Booking } & ErrorBody>("/me/seats/bookings", {
    method: "POST",
    token,
    headers: at(now),
    body: { creditId, sessionKey: wednesday, date },
  });

beforeAll(async () => {
  await setSeatsPolicy({ extraMakeUpSeats: 1, bookingCutoffHours: 2, eligibleSessions: "same-program" });
  school = await seatsSchool([10, 3]);
  wednesday = `schedule:${school.classes[1]}`;
  await createStudentAccount({ groupIds: [school.groups[1]!], programIds: [school.programId] });
});

describe("booking a make-up with a credit", () => {
  it("lists the credit's sessions with seats left, books one, and the roster counts the make-up", async () => {
    const { student, creditId, token } = await family();
    const list = await call<{ data: BookableSession[] }>(`/me/seats/sessions?creditId=${creditId}`, {
      token,
      headers: at(NOW),
    });
    expect(list.status).toBe(200);
    const offered = list.body.data.find((s) => s.sessionKey === wednesday && s.date === WED);
    expect(offered?.seatsLeft).toBeGreaterThan(0);
    // Never the student's own class.
    expect(list.body.data.some((s) => s.sessionKey === `schedule:${school.classes[0]}`)).toBe(false);

    const res = await book(token, creditId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: "booked", date: WED, creditId });
    const seats = await call<{ data: MySeats }>("/me/seats", { token, headers: at(NOW) });
    expect(seats.body.data.credits.find((c) => c._id === creditId)?.status).toBe("used");
    // The console's list shows the booking the credit pays for, and why staff issued it.
    const staffList = await call<{ data: StaffCredit[] }>(`/seats/credits?studentId=${student.studentId}`, {
      token: school.staffToken,
    });
    expect(staffList.body.data.find((c) => c._id === creditId)).toMatchObject({
      status: "used",
      reason: "Test credit",
      earnedFrom: null,
      booking: { date: WED, startTime: "16:00" },
    });

    const roster = await call<{ data: Roster }>(`/attendance?date=${WED}&sessionId=${wednesday}`, {
      token: school.staffToken,
    });
    expect(roster.body.data.makeUps).toContain(student.studentId);
    expect(roster.body.data.students.map((s) => s._id)).toContain(student.studentId);
    const saved = await call("/attendance", {
      method: "PUT",
      token: school.staffToken,
      body: { date: WED, sessionId: wednesday, records: { [student.studentId]: "present" } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const doc = await admin().db.doc(`attendance/schedule_${school.classes[1]}_${WED}`).get();
    expect(doc.get("studentIds")).toContain(student.studentId);
  });

  it("gives the credit back on a cancel before the cut-off, and refuses one after it", async () => {
    const { creditId, token } = await family();
    const first = await book(token, creditId);
    expect(first.status).toBe(201);
    const cancel = (now: string) =>
      call<{ data: Booking } & ErrorBody>(`/me/seats/bookings/${first.body.data._id}`, {
        method: "DELETE",
        token,
        headers: at(now),
      });
    const cancelled = await cancel(BEFORE_CUTOFF);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    const seats = await call<{ data: MySeats }>("/me/seats", { token, headers: at(NOW) });
    expect(seats.body.data.credits.find((c) => c._id === creditId)?.status).toBe("open");

    expect((await book(token, creditId, BEFORE_CUTOFF)).status).toBe(201);
    const late = await cancel(AFTER_CUTOFF);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/too late/i);
  });

  it("refuses an expired credit, a class after the expiry, a started class and another family's credit", async () => {
    const { creditId, token } = await family(1);
    const expired = await book(token, creditId, "2027-01-12T00:00:00Z");
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toMatch(/expired.*extended/i);
    const afterExpiry = await book(token, creditId, NOW);
    expect(afterExpiry.status).toBe(409);
    expect(afterExpiry.body.error.message).toMatch(/after this credit expires/);

    const other = await family();
    expect((await book(other.token, other.creditId, "2027-01-13T21:05:00Z")).status).toBe(409);
    const stolen = await book(token, other.creditId);
    expect(stolen.status).toBe(404);
  });
});

describe("staff and credits", () => {
  it("issue, extend and void with a reason, each audited; a void credit books nothing", async () => {
    const { student, creditId, token } = await family(1);
    const extend = await call<{ data: Credit } & ErrorBody>(`/seats/credits/${creditId}/extend`, {
      method: "POST",
      token: school.staffToken,
      headers: at(NOW),
      body: { days: 10, reason: "Was ill" },
    });
    expect(extend.status).toBe(200);
    expect(extend.body.data.expiresAt > "2027-01-20").toBe(true);
    const noReason = await call<ErrorBody>(`/seats/credits/${creditId}/void`, {
      method: "POST",
      token: school.staffToken,
      body: { reason: "" },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toHaveProperty("reason");
    const voided = await call<{ data: Credit }>(`/seats/credits/${creditId}/void`, {
      method: "POST",
      token: school.staffToken,
      body: { reason: "Issued by mistake" },
    });
    expect(voided.body.data.status).toBe("void");
    expect((await book(token, creditId)).status).toBe(409);

    const audit = await findAuditEntries(admin().db, "resourceId", creditId);
    expect(audit.map((a) => a.get("action")).sort()).toEqual([
      "seats.credit.extend",
      "seats.credit.issue",
      "seats.credit.void",
    ]);
    const listed = await call<{ data: Credit[] }>(`/seats/credits?studentId=${student.studentId}`, {
      token: school.staffToken,
    });
    expect(listed.body.data.map((c) => c._id)).toContain(creditId);
    // Students cannot reach the console's credit routes.
    expect((await call(`/seats/credits?studentId=${student.studentId}`, { token })).status).toBe(401);
  });
});
