import { collections, existingDocs } from "../lib/collections";
import type { Credit } from "../shared/seats.schema";
import { creditOf } from "./seat-views";

/** A student's records of one seats collection (equality only: no composite index). */
export async function ofStudent(
  name: "seatAbsences" | "seatCredits" | "seatBookings",
  studentId: string,
  limit = 200,
) {
  return (await collections[name].col().where("studentId", "==", studentId).limit(limit).get()).docs;
}

/** A student's credits with their programs' names, soonest expiry first. */
export async function creditsOfStudent(studentId: string): Promise<Credit[]> {
  const docs = await ofStudent("seatCredits", studentId);
  const programs = await existingDocs(
    "programs",
    docs.map((d) => String(d.get("programId"))),
  );
  return docs
    .map((d) => creditOf(d, (programs.get(String(d.get("programId")))?.get("name") as string) ?? null))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** The make-up students booked into one class (equality filters only). */
export async function makeUpsOf(attendanceId: string): Promise<string[]> {
  const snap = await collections.seatBookings
    .col()
    .where("attendanceId", "==", attendanceId)
    .where("status", "==", "booked")
    .limit(100)
    .get();
  return snap.docs.map((d) => String(d.get("studentId")));
}

/** Who reported an absence from one class, by student. */
export async function reportsOf(attendanceId: string) {
  const snap = await collections.seatAbsences
    .col()
    .where("attendanceId", "==", attendanceId)
    .limit(200)
    .get();
  return snap.docs;
}
