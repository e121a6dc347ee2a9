import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { makeGroup, makeProgram, makeSchedule, makeStudent, uniqueId } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import { setOccurrenceCancelled } from "../../schedules/cancel-occurrence.handler";
import {
  notifyAbsencesToday,
  notifyAttendanceNotTaken,
  notifyCancelledSessions,
  notifyVideosReleased,
} from "../notification-jobs";
import { notificationId } from "../notify";

/**
 * The notifications the clock sends, each job called with its own `now` (the school's zone is
 * New York: winter times are UTC-5). Every job is run twice: the second run records nothing new.
 */

/** A student with their own sign-in, and a guardian linked to them. */
async function family(groupIds: string[], programIds: string[] = []) {
  const uid = uniqueId("stu-uid");
  const guardianUid = uniqueId("grd-uid");
  const student = await makeStudent(groupIds, { programIds, authUid: uid });
  await collections.guardianLinks
    .ref(uniqueId("link"))
    .set({ studentId: student.id, guardianUid, status: "active" });
  return { studentId: student.id, uid, guardianUid };
}

const inboxOf = async (uid: string) =>
  (await collections.notifications.col().where("uid", "==", uid).get()).docs.map((d) => d.data());

describe("videosReleased", () => {
  it("tells a program's families once per week, however many videos the week holds", async () => {
    const NOW = new Date("2031-03-10T15:00:00Z");
    const group = await makeGroup();
    const program = await makeProgram([group.id], { name: "Jazz Juniors" });
    const other = await makeProgram([group.id]);
    const { uid, guardianUid } = await family([group.id], [program.id]);
    const outsider = await family([group.id], [other.id]);
    const video = (week: number, releasedAgoMs: number, extra: Record<string, unknown> = {}) =>
      collections.videos.ref(uniqueId("vid")).set({
        programId: program.id,
        week,
        archived: false,
        status: "published",
        groupIds: [],
        releaseAt: Timestamp.fromMillis(NOW.getTime() - releasedAgoMs),
        ...extra,
      });
    await Promise.all([
      video(6, 60_000),
      video(6, 120_000),
      video(6, 180_000),
      // Not news: a draft, an archived one, one not released yet, one released last week.
      video(7, 60_000, { status: "draft" }),
      video(8, 60_000, { archived: true }),
      video(9, -3_600_000),
      video(5, 8 * 86_400_000),
    ]);
    await notifyVideosReleased(NOW);
    for (const who of [uid, guardianUid]) {
      const inbox = await inboxOf(who);
      expect(inbox.map((n) => n.type)).toEqual(["videosReleased"]);
      expect(inbox[0]).toMatchObject({ body: "Jazz Juniors: week 6", url: "/app/practice" });
    }
    expect(await inboxOf(outsider.uid)).toEqual([]);
    // The next run (15 minutes on) finds the same week: nothing new.
    await notifyVideosReleased(new Date(NOW.getTime() + 15 * 60_000));
    expect(await inboxOf(uid)).toHaveLength(1);
  });
});

describe("sessionCancelled", () => {
  // Tuesday 12 Jan 2027, 16:00 in New York = 21:00 UTC.
  const DATE = "2027-01-12";

  it("tells the group's families when cancelled within 24 hours, once", async () => {
    const group = await makeGroup({ name: "Ballet B" });
    const program = await makeProgram([group.id]);
    const schedule = await makeSchedule(program.id, group.id);
    const { uid, guardianUid } = await family([group.id]);
    const now = new Date("2027-01-12T14:00:00Z");
    await setOccurrenceCancelled({
      ctx: testContext("admin", now),
      input: { id: schedule.id, date: DATE, reason: "Flooded studio", cancel: true },
    });
    for (const who of [uid, guardianUid]) {
      const inbox = await inboxOf(who);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({
        type: "sessionCancelled",
        title: "Session cancelled",
        body: `Ballet B, Tue ${DATE} 16:00`,
      });
    }
    // The 15-minute job finds the same occurrence: nothing new.
    await notifyCancelledSessions(new Date("2027-01-12T15:00:00Z"));
    expect(await inboxOf(uid)).toHaveLength(1);
  });

  it("waits until a cancellation days ahead comes within 24 hours", async () => {
    const group = await makeGroup();
    const program = await makeProgram([group.id]);
    const schedule = await makeSchedule(program.id, group.id);
    const { uid } = await family([group.id]);
    await setOccurrenceCancelled({
      ctx: testContext("admin", new Date("2027-01-08T15:00:00Z")),
      input: { id: schedule.id, date: DATE, reason: "Holiday", cancel: true },
    });
    expect(await inboxOf(uid)).toEqual([]);
    // 30 hours before: still not.
    await notifyCancelledSessions(new Date("2027-01-11T15:00:00Z"));
    expect(await inboxOf(uid)).toEqual([]);
    // 20 hours before: told, and a later run adds nothing.
    await notifyCancelledSessions(new Date("2027-01-12T01:00:00Z"));
    await notifyCancelledSessions(new Date("2027-01-12T01:15:00Z"));
    const inbox = await inboxOf(uid);
    expect(inbox.map((n) => n.type)).toEqual(["sessionCancelled"]);
  });
});

describe("absencesToday", () => {
  it("gives each instructor the count for their sessions once a day, from 07:00", async () => {
    const DATE = "2027-01-19"; // a Tuesday
    const group = await makeGroup();
    const program = await makeProgram([group.id]);
    const instructorId = uniqueId("instr");
    const schedule = await makeSchedule(program.id, group.id, { instructorId });
    await Promise.all(
      [1, 2].map((i) =>
        collections.seatAbsences
          .ref(uniqueId(`abs${i}`))
          .set({ date: DATE, sessionKey: `schedule:${schedule.id}`, studentId: uniqueId("stu") }),
      ),
    );
    // 06:00 in New York: too early.
    await notifyAbsencesToday(new Date("2027-01-19T11:00:00Z"));
    expect(await inboxOf(instructorId)).toEqual([]);
    await notifyAbsencesToday(new Date("2027-01-19T13:00:00Z"));
    await notifyAbsencesToday(new Date("2027-01-19T13:15:00Z"));
    const inbox = await inboxOf(instructorId);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      type: "absencesToday",
      audience: "staff",
      body: "2 students are absent from your sessions.",
      url: "/students/attendance",
    });
  });
});

describe("attendanceNotTaken", () => {
  it("tells the instructor an hour after the end when staff saved no roster, once", async () => {
    const DATE = "2027-01-26"; // Tuesday; 16:00–17:00 in New York ends at 22:00 UTC
    const group = await makeGroup();
    const program = await makeProgram([group.id]);
    const [forgot, took] = [uniqueId("instr"), uniqueId("instr")];
    const [missing, taken] = await Promise.all([
      makeSchedule(program.id, group.id, { instructorId: forgot }),
      makeSchedule(program.id, group.id, { instructorId: took }),
    ]);
    // A family's reported absence pre-marks the roster: that is not attendance taken.
    await collections.attendance
      .ref(`schedule_${missing.id}_${DATE}`)
      .set({ records: { s1: "excused" }, date: DATE });
    await collections.attendance
      .ref(`schedule_${taken.id}_${DATE}`)
      .set({ records: { s1: "present" }, date: DATE, updatedBy: "staff-1" });
    await notifyAttendanceNotTaken(new Date("2027-01-26T22:30:00Z"));
    expect(await inboxOf(forgot)).toEqual([]);
    await notifyAttendanceNotTaken(new Date("2027-01-26T23:05:00Z"));
    await notifyAttendanceNotTaken(new Date("2027-01-26T23:20:00Z"));
    const inbox = await inboxOf(forgot);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ type: "attendanceNotTaken", tag: `attendance-${missing.id}` });
    expect(inbox[0]!.body).toContain(`Tue ${DATE} 16:00`);
    expect(await inboxOf(took)).toEqual([]);
    // The key is the occurrence's: the same id whichever run recorded it.
    const id = notificationId(`attendance-not-taken-${missing.id}-${DATE}`, forgot);
    expect((await collections.notifications.ref(id).get()).exists).toBe(true);
  });
});
