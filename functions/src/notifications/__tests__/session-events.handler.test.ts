import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { makeGroup, makeProgram, makeSchedule, makeStudent, uniqueId } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import { cancelBooking } from "../../seats/cancel-booking.handler";
import { reportAbsence } from "../../seats/report-absence.handler";
import { makeUpChanged } from "../session-events";

/** The seats' notifications: a make-up booked and cancelled (the family), an absence reported (the instructor). */
const NOW = new Date("2027-02-01T15:00:00Z");
const inboxOf = async (uid: string) =>
  (await collections.notifications.col().where("uid", "==", uid).get()).docs.map((d) => d.data());

describe("make-up notifications", () => {
  it("tells the student and guardian of a booking and of its cancellation", async () => {
    const uid = uniqueId("stu-uid");
    const guardianUid = uniqueId("grd-uid");
    const group = await makeGroup({ name: "Tap A" });
    const student = await makeStudent([], { authUid: uid });
    await collections.guardianLinks
      .ref(uniqueId("link"))
      .set({ studentId: student.id, guardianUid, status: "active" });
    const id = uniqueId("booking");
    const creditId = uniqueId("credit");
    await collections.seatCredits.ref(creditId).set({ studentId: student.id, status: "used", bookingId: id });
    await collections.seatBookings.ref(id).set({
      studentId: student.id,
      creditId,
      attendanceId: uniqueId("att"),
      sessionName: "Tap A · Wed 17:00",
      groupId: group.id,
      date: "2027-02-03",
      startTime: "17:00",
      status: "booked",
      bookedAt: Timestamp.fromDate(NOW),
      cancelBy: Timestamp.fromMillis(NOW.getTime() + 86_400_000),
    });
    await makeUpChanged("booked", id, NOW);
    await makeUpChanged("booked", id, NOW); // told twice, recorded once
    await cancelBooking({
      ctx: {
        ...testContext("student", new Date(NOW.getTime() + 60_000)),
        student: { id: student.id, groupIds: [], programIds: [] },
      },
      input: { id },
    });
    for (const who of [uid, guardianUid]) {
      const inbox = await inboxOf(who);
      expect(inbox.map((n) => n.type).sort()).toEqual(["makeUpBooked", "makeUpCancelled"]);
      for (const n of inbox) expect(n.body).toBe("Tap A, Wed 2027-02-03 17:00");
    }
  });
});

describe("absenceReported", () => {
  it("tells the session's instructor when a family reports an absence ahead", async () => {
    const group = await makeGroup({ name: "Hip Hop C" });
    const program = await makeProgram([group.id]);
    const instructorId = uniqueId("instr");
    // Wednesdays 17:00; Wed 3 Feb 2027 is two days after NOW.
    const schedule = await makeSchedule(program.id, group.id, {
      instructorId,
      dayOfWeek: 3,
      startTime: "17:00",
      endTime: "18:00",
    });
    const student = await makeStudent([group.id], {
      programIds: [program.id],
      firstName: "Mia",
      lastName: "Lopez",
    });
    const ctx = {
      ...testContext("student", NOW),
      student: { id: student.id, groupIds: [group.id], programIds: [program.id] },
    };
    const input = { sessionKey: `schedule:${schedule.id}`, date: "2027-02-03", reason: "Dentist" };
    await reportAbsence({ ctx, input });
    await reportAbsence({ ctx, input });
    const inbox = await inboxOf(instructorId);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      type: "absenceReported",
      audience: "staff",
      title: "Absence reported",
      url: "/students/attendance",
    });
    expect(inbox[0]!.body).toMatch(/^Mia Lopez will miss Hip Hop C · Wed 17:00, Wed 2027-02-03 17:00\.$/);
  });
});
