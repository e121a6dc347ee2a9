import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { makeGroup, makeProgram, makeSchedule, makeStudent } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import { HttpError } from "../../lib/http-error";
import { DEFAULT_SEATS_SETTINGS } from "../../shared/seats.schema";
import { SEAT_TAKEN, bookMakeUp } from "../book-make-up.handler";
import { makeUpSeatsLeft } from "../seat-count";
import { seatsSettingsRef } from "../seats-settings";

/**
 * The race for the last seats: twenty families book one class with three make-up seats (a full
 * group of one with three extra seats) at the same moment. The booking transaction must give
 * exactly three seats, and every other family the 409 that says the seat was just taken.
 */
const NOW = new Date("2027-01-10T21:00:00Z");
const WED = "2027-01-13";

let sessionKey: string;
let attendanceId: string;
let full: string;
let families: { id: string; groupId: string; creditId: string; programId: string }[];

beforeAll(async () => {
  await seatsSettingsRef().set({ ...DEFAULT_SEATS_SETTINGS, extraMakeUpSeats: 3 });
  const [own, target] = await Promise.all([makeGroup(), makeGroup({ capacity: 1 })]);
  full = target.id;
  const program = await makeProgram([own.id, target.id]);
  const schedule = await makeSchedule(program.id, target.id, { dayOfWeek: 3 });
  sessionKey = `schedule:${schedule.id}`;
  attendanceId = `schedule_${schedule.id}_${WED}`;
  await makeStudent([target.id]);
  families = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const student = await makeStudent([own.id]);
      const creditId = `race-${schedule.id}-${i}`;
      await collections.seatCredits.ref(creditId).set({
        studentId: student.id,
        programId: program.id,
        status: "open",
        source: "staff",
        issuedAt: Timestamp.fromDate(NOW),
        expiresAt: Timestamp.fromMillis(NOW.getTime() + 30 * 86_400_000),
        bookingId: null,
      });
      return { id: student.id, groupId: own.id, creditId, programId: program.id };
    }),
  );
});

describe("bookMakeUp under contention", () => {
  it("20 parallel bookings for 3 seats give exactly 3", async () => {
    expect(await makeUpSeatsLeft(attendanceId, full, 3)).toBe(3);
    const results = await Promise.allSettled(
      families.map((f) =>
        bookMakeUp({
          ctx: {
            ...testContext("student", NOW),
            student: { id: f.id, groupIds: [f.groupId], programIds: [f.programId] },
          },
          input: { creditId: f.creditId, sessionKey, date: WED },
        }),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(17);
    for (const err of lost) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(409);
      expect((err as HttpError).message).toBe(SEAT_TAKEN);
    }
    expect(await makeUpSeatsLeft(attendanceId, full, 3)).toBe(0);
    const used = await collections.seatCredits.col().where("status", "==", "used").get();
    expect(used.docs.filter((d) => d.id.startsWith(`race-${sessionKey.slice(9)}`))).toHaveLength(3);
  }, 120_000);
});
