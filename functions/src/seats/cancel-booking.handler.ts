import { FieldValue, type Timestamp } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { makeUpChanged } from "../notifications/session-events";
import { conflict, notFound } from "../lib/http-error";
import type { Booking } from "../shared/seats.schema";
import { bookingOf } from "./seat-views";
import { bookingRef, creditRef, seatSessionRef } from "./seat-occurrence";

/**
 * DELETE /api/me/seats/bookings/:id: gives the seat up and the credit back, until the booking's
 * cut-off (Settings' hours before the class).
 */
export async function cancelBooking({
  ctx,
  input: { id },
}: HandlerArgs<{ id: string }, StudentContext>): Promise<Booking> {
  await db().runTransaction(async (tx) => {
    const booking = await tx.get(bookingRef(id));
    if (!booking.exists || booking.get("studentId") !== ctx.student.id) throw notFound("No such booking.");
    if (booking.get("status") !== "booked") throw conflict("This booking is already cancelled.");
    const cancelBy = (booking.get("cancelBy") as Timestamp).toDate();
    if (ctx.now.getTime() >= cancelBy.getTime())
      throw conflict(
        "It is too late to cancel this make-up online, so the credit stays spent. Please tell the school if you cannot come.",
      );
    tx.update(booking.ref, { status: "cancelled", cancelledAt: FieldValue.serverTimestamp() });
    tx.update(creditRef(String(booking.get("creditId"))), {
      status: "open",
      bookingId: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.set(
      seatSessionRef(String(booking.get("attendanceId"))),
      { makeUps: FieldValue.increment(-1) },
      { merge: true },
    );
    addAudit(tx, ctx.actor, {
      action: "seats.makeup.cancel",
      resource: "seatBookings",
      resourceId: id,
      details: { studentId: ctx.student.id, creditId: booking.get("creditId") },
    });
  });
  await makeUpChanged("cancelled", id, ctx.now);
  return bookingOf(await bookingRef(id).get());
}
