import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { assertExist, collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict, notFound } from "../lib/http-error";
import type { Credit, StaffCredit } from "../shared/seats.schema";
import { creditRef } from "./seat-occurrence";
import { creditOf } from "./seat-views";
import { creditsOfStudent, ofStudent } from "./seats.repository";
import { seatsSettings } from "./seats-settings";

const DAY = 86_400_000;

const classOf = (d: FirebaseFirestore.DocumentSnapshot) => ({
  date: String(d.get("date")),
  startTime: String(d.get("startTime") ?? ""),
  sessionName: String(d.get("sessionName") ?? ""),
});

/**
 * GET /api/seats/credits?studentId: every credit of a student, with the reported absence that
 * earned it, the booked make-up it pays for, and the reason staff gave for one issued by hand.
 */
export async function listStudentCredits({
  input,
}: HandlerArgs<{ studentId: string }>): Promise<StaffCredit[]> {
  const [credits, docs, absences, bookings] = await Promise.all([
    creditsOfStudent(input.studentId),
    ofStudent("seatCredits", input.studentId),
    ofStudent("seatAbsences", input.studentId),
    ofStudent("seatBookings", input.studentId),
  ]);
  const reasons = new Map(docs.map((d) => [d.id, (d.get("reason") as string | undefined) ?? null]));
  const earned = new Map(absences.filter((a) => a.get("creditId")).map((a) => [a.get("creditId"), a]));
  const booked = new Map(bookings.map((b) => [b.id, b]));
  return credits.map((c) => {
    const absence = earned.get(c._id);
    const booking = c.bookingId ? booked.get(c.bookingId) : undefined;
    return {
      ...c,
      reason: reasons.get(c._id) ?? null,
      earnedFrom: absence ? classOf(absence) : null,
      booking: booking && c.status === "used" ? classOf(booking) : null,
    };
  });
}

/** POST /api/seats/credits: a credit issued by hand (a school's goodwill, an illness), audited. */
export async function issueCredit({
  ctx,
  input,
}: HandlerArgs<{
  studentId: string;
  programId: string;
  validityDays?: number | undefined;
  reason: string;
}>): Promise<Credit> {
  await assertExist("students", [input.studentId], "studentId");
  await assertExist("programs", [input.programId], "programId");
  const days = input.validityDays ?? (await seatsSettings()).creditValidityDays;
  const ref = collections.seatCredits.col().doc();
  const batch = db().batch();
  batch.create(ref, {
    studentId: input.studentId,
    programId: input.programId,
    status: "open",
    source: "staff",
    issuedAt: Timestamp.fromDate(ctx.now),
    expiresAt: Timestamp.fromMillis(ctx.now.getTime() + days * DAY),
    bookingId: null,
    reason: input.reason,
    createdAt: FieldValue.serverTimestamp(),
    createdBy: ctx.actor.sub,
  });
  addAudit(batch, ctx.actor, {
    action: "seats.credit.issue",
    resource: "seatCredits",
    resourceId: ref.id,
    details: { studentId: input.studentId, programId: input.programId, days, reason: input.reason },
  });
  await batch.commit();
  return creditOf(await ref.get());
}

async function changeCredit(
  ctx: HandlerArgs<unknown>["ctx"],
  id: string,
  change: (credit: FirebaseFirestore.DocumentSnapshot) => {
    write: Record<string, unknown>;
    details: Record<string, unknown>;
  },
  action: string,
): Promise<Credit> {
  await db().runTransaction(async (tx) => {
    const credit = await tx.get(creditRef(id));
    if (!credit.exists) throw notFound("No such credit.");
    const { write, details } = change(credit);
    tx.update(credit.ref, { ...write, updatedAt: FieldValue.serverTimestamp(), updatedBy: ctx.actor.sub });
    addAudit(tx, ctx.actor, { action, resource: "seatCredits", resourceId: id, details });
  });
  return creditOf(await creditRef(id).get());
}

/** POST /api/seats/credits/:id/extend: more days (an expired credit opens again), with a reason. */
export async function extendCredit({
  ctx,
  input,
}: HandlerArgs<{ id: string; days: number; reason: string }>): Promise<Credit> {
  return changeCredit(
    ctx,
    input.id,
    (credit) => {
      const status = credit.get("status") as string;
      if (status === "used" || status === "void") throw conflict(`A ${status} credit cannot be extended.`);
      const from = Math.max((credit.get("expiresAt") as Timestamp).toMillis(), ctx.now.getTime());
      const expiresAt = Timestamp.fromMillis(from + input.days * DAY);
      return {
        write: { expiresAt, status: "open" },
        details: { days: input.days, reason: input.reason, expiresAt: expiresAt.toDate().toISOString() },
      };
    },
    "seats.credit.extend",
  );
}

/** POST /api/seats/credits/:id/void: withdraws an unused credit, with a reason. */
export async function voidCredit({
  ctx,
  input,
}: HandlerArgs<{ id: string; reason: string }>): Promise<Credit> {
  return changeCredit(
    ctx,
    input.id,
    (credit) => {
      if (credit.get("status") === "used") throw conflict("This credit is booked: cancel the booking first.");
      if (credit.get("status") === "void") throw conflict("This credit is already void.");
      return { write: { status: "void" }, details: { reason: input.reason, was: credit.get("status") } };
    },
    "seats.credit.void",
  );
}
