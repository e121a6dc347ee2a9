import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { FIRESTORE_EMULATOR, PROJECT_ID, admin } from "../support/env";
import { makeGroup, makeStudent, programBody, room, uid } from "../support/school-factory";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; details?: unknown };
}
interface RosterBody {
  data: {
    attendanceId: string;
    students: { _id: string }[];
    records: Record<string, string>;
    notes: string;
    session: { name: string; groupIds: string[] };
  };
}
interface SaveBody {
  data: { attendanceId: string; changed: number; records: Record<string, string> };
}

// Triggers (the absence alerts') queue behind the suite's other functions on a 2-core machine.
async function waitFor<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("/api/attendance", () => {
  let token: string;
  let token2: string;
  let groupId: string;
  let otherGroup: string;
  let programId: string;
  let scheduleId: string;
  let practiceId: string;
  const students: string[] = [];
  let inactive: string;
  let outsider: string;
  let formula: string;
  const TUE = "2027-01-12";
  const key = () => `schedule:${scheduleId}`;

  /** A Tuesday session of the roster group in the program's term, in a room of its own. */
  async function makeSchedule(startTime: string, endTime: string) {
    const sched = await call<{ data: { _id: string } }>("/schedules", {
      method: "POST",
      token,
      body: {
        programId,
        groupId,
        dayOfWeek: 2,
        startTime,
        endTime,
        room: room(),
        instructorId: uid("instr"),
        startDate: "2027-01-04",
        endDate: "2027-03-26",
      },
    });
    expect(sched.status).toBe(201);
    return sched.body.data._id;
  }

  beforeAll(async () => {
    const [a, b] = await Promise.all([createAccount("staff"), createAccount("admin")]);
    [token, token2] = await Promise.all([sessionToken(a), sessionToken(b)]);
    const [g1, g2] = await Promise.all([makeGroup({ name: "Roster Group" }), makeGroup()]);
    groupId = g1.id;
    otherGroup = g2.id;
    for (let i = 0; i < 4; i++) students.push((await makeStudent([groupId])).id);
    inactive = (await makeStudent([groupId], { status: "inactive" })).id;
    outsider = (await makeStudent([otherGroup])).id;
    formula = (
      await makeStudent([groupId], { lastName: '=HYPERLINK("http://evil.test")', firstName: "+Cmd" })
    ).id;
    const program = await call<{ data: { _id: string } }>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId]),
    });
    programId = program.body.data._id;
    scheduleId = await makeSchedule("16:00", "17:00");
    const practice = await call<{ data: { _id: string } }>("/practices", {
      method: "POST",
      token,
      body: {
        date: "2027-01-15",
        startTime: "17:00",
        endTime: "19:00",
        title: "Practice for attendance",
        focus: "",
        groupIds: [groupId],
        location: "",
        videoIds: [],
        notes: "",
        status: "planned",
      },
    });
    practiceId = practice.body.data._id;
  });

  afterAll(async () => {
    await admin().db.doc("settings/general").set({ absenceAlerts: false }, { merge: true });
  });

  it("returns the roster of the session's groups (active students) with no marks yet", async () => {
    // A session of this test's own, so that no other test can have marked it.
    const unmarked = await makeSchedule("18:00", "19:00");
    const sessionKey = `schedule:${unmarked}`;
    const UNMARKED = "2027-03-02";
    const res = await call<RosterBody>(`/attendance?date=${UNMARKED}&sessionId=${sessionKey}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.attendanceId).toBe(`schedule_${unmarked}_${UNMARKED}`);
    // Other tests add students of their own to the group: check these, and who must be left out.
    const roster = res.body.data.students.map((s) => s._id);
    expect(roster).toEqual(expect.arrayContaining([...students, formula]));
    expect(roster).not.toContain(inactive);
    expect(roster).not.toContain(outsider);
    expect(res.body.data.records).toEqual({});
    const sessions = await call<{ data: { key: string }[] }>(`/attendance/sessions?date=${UNMARKED}`, {
      token,
    });
    expect(sessions.body.data.map((s) => s.key)).toEqual(expect.arrayContaining([key(), sessionKey]));
  });

  it("400s a date the session does not run on, and 404s an unknown session", async () => {
    const wrongDay = await call<ErrorBody>(`/attendance?date=2027-01-13&sessionId=${key()}`, { token });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body.error.fields?.date).toBeTruthy();
    expect((await call(`/attendance?date=${TUE}&sessionId=schedule:nope-xyz`, { token })).status).toBe(404);
    expect(
      (await call<ErrorBody>(`/attendance?date=${TUE}&sessionId=bogus`, { token })).body.error.fields
        ?.sessionId,
    ).toBeTruthy();
  });

  it("saves marks, and saving the same marks again writes nothing new (idempotent)", async () => {
    const marks = { [students[0]!]: "present", [students[1]!]: "late" };
    const first = await call<SaveBody>("/attendance", {
      method: "PUT",
      token,
      body: { date: TUE, sessionId: key(), records: marks, notes: "Warm-up ran long" },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.changed).toBe(2);
    const again = await call<SaveBody>("/attendance", {
      method: "PUT",
      token,
      body: { date: TUE, sessionId: key(), records: marks, notes: "Warm-up ran long" },
    });
    expect(again.body.data.changed).toBe(0);
    const { db } = admin();
    const doc = await db.doc(`attendance/schedule_${scheduleId}_${TUE}`).get();
    expect(doc.get("records")).toEqual(marks);
    expect(doc.get("studentIds")).toEqual(Object.keys(marks).sort());
    expect(doc.get("sessionType")).toBe("schedule");
    expect(doc.get("groupIds")).toEqual([groupId]);
    const audit = await findAuditEntries(db, "resourceId", doc.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.get("details.changes")).toEqual({
      [students[0]!]: { from: null, to: "present" },
      [students[1]!]: { from: null, to: "late" },
    });
    const roster = await call<RosterBody>(`/attendance?date=${TUE}&sessionId=${key()}`, { token });
    expect(roster.body.data.records).toEqual(marks);
    expect(roster.body.data.notes).toBe("Warm-up ran long");
  });

  it("400s marks for students outside the session's groups (or inactive), writing nothing", async () => {
    const res = await call<ErrorBody>("/attendance", {
      method: "PUT",
      token,
      body: {
        date: TUE,
        sessionId: key(),
        records: { [students[2]!]: "present", [outsider]: "present", [inactive]: "absent" },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(
      [`records.${inactive}`, `records.${outsider}`].sort(),
    );
    const doc = await admin().db.doc(`attendance/schedule_${scheduleId}_${TUE}`).get();
    expect(doc.get(`records.${students[2]}`)).toBeUndefined();
    const badStatus = await call<ErrorBody>("/attendance", {
      method: "PUT",
      token,
      body: { date: TUE, sessionId: key(), records: { [students[2]!]: "sleeping" } },
    });
    expect(badStatus.status).toBe(400);
  });

  it("keeps both staff members' marks when they save at the same moment", async () => {
    const date = "2027-01-19";
    for (let round = 0; round < 3; round++) {
      const statusA = round % 2 ? "late" : "present";
      const statusB = round % 2 ? "present" : "absent";
      const [a, b] = await Promise.all([
        call<SaveBody>("/attendance", {
          method: "PUT",
          token,
          body: { date, sessionId: key(), records: { [students[0]!]: statusA, [students[2]!]: statusA } },
        }),
        call<SaveBody>("/attendance", {
          method: "PUT",
          token: token2,
          body: { date, sessionId: key(), records: { [students[1]!]: statusB, [students[3]!]: statusB } },
        }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const doc = await admin().db.doc(`attendance/schedule_${scheduleId}_${date}`).get();
      expect(doc.get("records")).toEqual({
        [students[0]!]: statusA,
        [students[2]!]: statusA,
        [students[1]!]: statusB,
        [students[3]!]: statusB,
      });
    }
  });

  it("409s a mark changed by someone else since the client saw it (base), with that mark, writing nothing", async () => {
    const date = "2027-03-02";
    const [mine, theirs] = [students[0]!, students[1]!];
    // Another staff member marks while this client still sees both students unmarked.
    await call("/attendance", {
      method: "PUT",
      token: token2,
      body: { date, sessionId: key(), records: { [theirs]: "present" } },
    });
    // This client's change, based on the marks it saw.
    const mark = <T>(base: Record<string, string | null>) =>
      call<T>("/attendance", {
        method: "PUT",
        token,
        body: { date, sessionId: key(), records: { [mine]: "late", [theirs]: "absent" }, base },
      });
    const res = await mark<ErrorBody>({ [mine]: null, [theirs]: null });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "conflict",
      fields: { [`records.${theirs}`]: "Now saved as present." },
      details: { conflicts: { [theirs]: "present" } },
    });
    const doc = await admin().db.doc(`attendance/schedule_${scheduleId}_${date}`).get();
    expect(doc.get("records")).toEqual({ [theirs]: "present" });

    // Sent again with the mark it now knows about, the same change saves.
    const retried = await mark<SaveBody>({ [mine]: null, [theirs]: "present" });
    expect(retried.status).toBe(200);
    expect(retried.body.data.records).toEqual({ [mine]: "late", [theirs]: "absent" });
  });

  it("clears a mark with null", async () => {
    const date = "2027-01-26";
    await call("/attendance", {
      method: "PUT",
      token,
      body: { date, sessionId: key(), records: { [students[3]!]: "present" } },
    });
    const cleared = await call<SaveBody>("/attendance", {
      method: "PUT",
      token,
      body: { date, sessionId: key(), records: { [students[3]!]: null } },
    });
    expect(cleared.body.data.records).toEqual({});
    expect(
      (await admin().db.doc(`attendance/schedule_${scheduleId}_${date}`).get()).get("studentIds"),
    ).toEqual([]);
  });

  it("gives a student's history newest first with the rate (present + late) / marked", async () => {
    // A student, dates and a practice of this test's own: other tests mark the shared ones.
    const sid = (await makeStudent([groupId])).id;
    const practice = await call<{ data: { _id: string } }>("/practices", {
      method: "POST",
      token,
      body: {
        date: "2027-02-12",
        startTime: "17:00",
        endTime: "19:00",
        title: "Practice for the history",
        focus: "",
        groupIds: [groupId],
        location: "",
        videoIds: [],
        notes: "",
        status: "planned",
      },
    });
    const marks: [string, string, string][] = [
      ["2027-02-09", key(), "late"],
      ["2027-02-12", `practice:${practice.body.data._id}`, "excused"],
      ["2027-02-16", key(), "absent"],
    ];
    for (const [date, sessionId, status] of marks) {
      const saved = await call("/attendance", {
        method: "PUT",
        token,
        body: { date, sessionId, records: { [sid]: status } },
      });
      expect(saved.status).toBe(200);
    }
    const res = await call<{
      data: {
        rate: number | null;
        counts: Record<string, number>;
        records: { date: string; sessionType: string; sessionName: string; status: string }[];
      };
    }>(`/students/${sid}/attendance`, { token });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.records.map((r) => r.date)).toEqual(["2027-02-16", "2027-02-12", "2027-02-09"]);
    expect(data.records[1]).toMatchObject({
      sessionType: "practice",
      sessionName: "Practice for the history",
      status: "excused",
    });
    expect(data.records[2]!.sessionName).toContain("Roster Group");
    expect(data.counts).toEqual({ present: 0, absent: 1, late: 1, excused: 1 });
    expect(data.rate).toBeCloseTo(1 / 3);
    const nobody = await makeStudent([groupId]);
    expect(
      (await call<{ data: { rate: null; records: [] } }>(`/students/${nobody.id}/attendance`, { token })).body
        .data,
    ).toMatchObject({ rate: null, records: [] });
    expect((await call(`/students/no-such-student-xyz/attendance`, { token })).status).toBe(404);
  });

  it("exports CSV with formulas neutralised", async () => {
    await call("/attendance", {
      method: "PUT",
      token,
      body: { date: "2027-02-02", sessionId: key(), records: { [formula]: "present" }, notes: "=1+1" },
    });
    const res = await call<string>(`/attendance/export?from=2027-02-02&to=2027-02-02&groupId=${groupId}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe("date,type,session,studentId,lastName,firstName,status,sessionNotes");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain("'+Cmd");
    expect(lines[1]).toContain("'=1+1");
    expect(
      (await call<ErrorBody>(`/attendance/export?from=2027-02-02&to=2029-02-02`, { token })).status,
    ).toBe(400);
  });

  it("queues one absence alert per student per occurrence, cancels it when the mark changes back, and releases it when due", async () => {
    const { db } = admin();
    await db.doc("settings/general").set({ absenceAlerts: true }, { merge: true });
    const date = "2027-01-15";
    const pk = `practice:${practiceId}`;
    const attendanceId = `practice_${practiceId}_${date}`;
    const mailId = (sid: string) => `absence_${attendanceId}_${sid}`;
    const schedule = (sid: string) => db.doc(`mailSchedule/${mailId(sid)}`);

    await call("/attendance", {
      method: "PUT",
      token,
      body: { date, sessionId: pk, records: { [students[0]!]: "absent", [students[2]!]: "excused" } },
    });
    const first = await waitFor(async () => {
      const s = await schedule(students[0]!).get();
      return s.exists ? s : undefined;
    }, "the absence alert");
    expect(first.get("status")).toBe("scheduled");
    expect(first.get("mail.to")).toBe(`${students[0]}@family.test`);
    expect(first.get("mail.message.subject")).toMatch(/absent/);
    const delay = first.get("sendAfter").toMillis() - Date.now();
    expect(delay).toBeGreaterThan(13 * 60_000);
    expect(delay).toBeLessThanOrEqual(15 * 60_000);
    // Not in `mail` yet: Trigger Email would send it at once.
    expect((await db.doc(`mail/${mailId(students[0]!)}`).get()).exists).toBe(false);

    // Saving again (and flipping late -> absent) never queues a second mail for that occurrence.
    await call("/attendance", {
      method: "PUT",
      token,
      body: { date, sessionId: pk, records: { [students[0]!]: "absent", [students[3]!]: "absent" } },
    });
    await waitFor(
      async () => ((await schedule(students[3]!).get()).exists ? true : undefined),
      "the second student's alert",
    );
    const same = await schedule(students[0]!).get();
    expect(same.updateTime?.toMillis()).toBe(first.updateTime?.toMillis());
    expect((await schedule(students[2]!).get()).exists).toBe(false); // excused: no mail

    // Changing the mark back within 15 minutes cancels it.
    await call("/attendance", {
      method: "PUT",
      token,
      body: { date, sessionId: pk, records: { [students[3]!]: "present" } },
    });
    await waitFor(
      async () => ((await schedule(students[3]!).get()).get("status") === "cancelled" ? true : undefined),
      "the cancellation",
    );

    // Once due, the release job hands it to Trigger Email (once), and never the cancelled one.
    const script = fileURLToPath(
      new URL("../../functions/lib/attendance/absence-alerts.js", import.meta.url),
    );
    const release = () =>
      execFileSync(
        process.execPath,
        [
          "-e",
          `require("firebase-admin/app").initializeApp({ projectId: "${PROJECT_ID}" }); require(${JSON.stringify(script)}).releaseDueAbsenceMails(new Date(Date.now() + 16 * 60000)).then((n) => console.log(n));`,
        ],
        {
          env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR },
        },
      ).toString();
    release();
    const mail = await db.doc(`mail/${mailId(students[0]!)}`).get();
    expect(mail.get("to")).toBe(`${students[0]}@family.test`);
    expect(mail.get("message.text")).toContain("Practice for attendance");
    expect((await schedule(students[0]!).get()).get("status")).toBe("sent");
    expect((await db.doc(`mail/${mailId(students[3]!)}`).get()).exists).toBe(false);
    release();
    const count = await db
      .collection("mail")
      .where("meta.attendanceId", "==", attendanceId)
      .where("meta.studentId", "==", students[0])
      .count()
      .get();
    expect(count.data().count).toBe(1);
  }, 240_000);
});
