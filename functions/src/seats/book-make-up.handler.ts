import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { makeUpChanged } from "../notifications/session-events";
import { conflict, HttpError, notFound } from "../lib/http-error";
import type { BookMakeUpInput, Booking } from "../shared/seats.schema";
import { bookingOf } from "./seat-views";
import { makeUpSeatsLeft } from "./seat-count";
import { bookingRef, creditRef, seatDocId, seatOccurrence, seatSessionRef } from "./seat-occurrence";
import { seatsSettings } from "./seats-settings";

const HOUR = 3_600_000;
export const SEAT_TAKEN = "That seat was just taken. Pick another session.";
/** Many families booking one class at once retry inside Firestore; enough tries for a busy class. */
const MAX_ATTEMPTS = 40;

/**
 * POST /api/me/seats/bookings: spends an open credit on a make-up seat. The credit, the seat count
 * and the booking are read and written in one transaction, so the last seat goes to one family and
 * the others get a 409 saying it was just taken.
 */
export async function bookMakeUp({
  ctx,
  input,
}: HandlerArgs<BookMakeUpInput, StudentContext>): Promise<Booking> {
  const occurrence = await seatOccurrence(input.sessionKey, input.date);
  const policy = await seatsSettings();
  const studentId = ctx.student.id;
  if (ctx.student.groupIds.includes(occurrence.groupId))
    throw conflict("That is one of this student's own classes: no make-up is needed there.");
  if (occurrence.cancelled) throw conflict("That class is cancelled. Pick another session.");
  if (ctx.now.getTime() >= occurrence.startsAt.getTime())
    throw conflict("That class has already started. Pick a later session.");
  const id = seatDocId(occurrence.attendanceId, studentId);
  try {
    await db().runTransaction(
      async (tx) => {
        const [credit, existing] = await tx.getAll(creditRef(input.creditId), bookingRef(id));
        if (!credit!.exists || credit!.get("studentId") !== studentId) throw notFound("No such credit.");
        const status = credit!.get("status") as string;
        if (status !== "open")
          throw conflict(
            `This credit is ${status === "used" ? "already used" : status}. Use another credit.`,
          );
        const expiresAt = (credit!.get("expiresAt") as Timestamp).toDate();
        if (expiresAt.getTime() <= ctx.now.getTime())
          throw conflict("This credit has expired. Ask the school if it can be extended.");
        if (occurrence.startsAt.getTime() > expiresAt.getTime())
          throw conflict("That class is after this credit expires. Pick an earlier session.");
        const eligible =
          policy.eligibleSessions === "same-program"
            ? occurrence.programId === credit!.get("programId")
            : occurrence.programId !== null && policy.eligibleProgramIds.includes(occurrence.programId);
        if (!eligible)
          throw conflict("This credit cannot be used in that class. Pick one of the sessions offered.");
        if (existing!.exists && existing!.get("status") === "booked")
          throw conflict("This student already has a make-up seat in that class.");
        const left = await makeUpSeatsLeft(
          occurrence.attendanceId,
          occurrence.groupId,
          policy.extraMakeUpSeats,
          tx,
        );
        if (left <= 0) throw conflict(SEAT_TAKEN);
        tx.set(bookingRef(id), {
          studentId,
          creditId: input.creditId,
          attendanceId: occurrence.attendanceId,
          sessionKey: occurrence.sessionKey,
          sessionName: occurrence.name,
          groupId: occurrence.groupId,
          date: occurrence.date,
          startTime: occurrence.startTime,
          startsAt: Timestamp.fromDate(occurrence.startsAt),
          cancelBy: Timestamp.fromMillis(occurrence.startsAt.getTime() - policy.bookingCutoffHours * HOUR),
          status: "booked",
          bookedAt: Timestamp.fromDate(ctx.now),
          bookedBy: ctx.actor.sub,
        });
        tx.update(creditRef(input.creditId), {
          status: "used",
          bookingId: id,
          updatedAt: FieldValue.serverTimestamp(),
        });
        tx.set(
          seatSessionRef(occurrence.attendanceId),
          { makeUps: FieldValue.increment(1) },
          { merge: true },
        );
        addAudit(tx, ctx.actor, {
          action: "seats.makeup.book",
          resource: "seatBookings",
          resourceId: id,
          details: {
            studentId,
            creditId: input.creditId,
            session: occurrence.sessionKey,
            date: occurrence.date,
          },
        });
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Still contended after every retry: for the family, someone else got there first.
    if ((err as { code?: number }).code === 10) throw conflict(SEAT_TAKEN);
    throw err;
  }
  await makeUpChanged("booked", id, ctx.now);
  return bookingOf(await bookingRef(id).get());
}
