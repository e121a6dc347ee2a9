import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";

const BATCH = 200;

/**
 * Marks open credits whose expiry has passed as `expired` (index: seatCredits status ASC,
 * expiresAt ASC). Each is re-read in its own transaction, so a credit booked or extended meanwhile
 * is left alone, and a second run at the same `now` finds nothing to change. Answers how many it
 * expired.
 */
export async function expireCredits(now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await collections.seatCredits
      .col()
      .where("status", "==", "open")
      .where("expiresAt", "<=", Timestamp.fromDate(now))
      .orderBy("expiresAt")
      .limit(BATCH)
      .get();
    for (const doc of due.docs) {
      const changed = await db().runTransaction(async (tx) => {
        const snap = await tx.get(doc.ref);
        const expiresAt = snap.get("expiresAt") as Timestamp | undefined;
        if (snap.get("status") !== "open" || !expiresAt || expiresAt.toMillis() > now.getTime()) return false;
        tx.update(doc.ref, {
          status: "expired",
          expiredAt: Timestamp.fromDate(now),
          updatedAt: FieldValue.serverTimestamp(),
        });
        return true;
      });
      if (changed) expired++;
    }
    if (due.size < BATCH) return expired;
  }
}
