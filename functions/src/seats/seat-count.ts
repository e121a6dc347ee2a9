import type { Transaction } from "firebase-admin/firestore";
import { memberCount } from "../groups/groups.repository";
import { collections } from "../lib/collections";
import { seatSessionRef } from "./seat-occurrence";

/**
 * Make-up seats left in one class: the students there may reach the group's capacity plus the
 * extra make-up seats. Those there are the members, less the absences reported, plus the
 * make-ups booked. Read inside the booking transaction, so two bookings of the last seat cannot
 * both see it free (the second one's read of the counter makes it retry, then it sees none).
 */
export async function makeUpSeatsLeft(
  attendanceId: string,
  groupId: string,
  extraSeats: number,
  tx?: Transaction,
): Promise<number> {
  const read = <T>(ref: FirebaseFirestore.DocumentReference<T>) => (tx ? tx.get(ref) : ref.get());
  const [group, counts, members] = await Promise.all([
    read(collections.groups.ref(groupId)),
    read(seatSessionRef(attendanceId)),
    memberCount(groupId, tx),
  ]);
  const capacity = Number(group.get("capacity") ?? 0);
  const reported = Number(counts.get("reported") ?? 0);
  const makeUps = Number(counts.get("makeUps") ?? 0);
  return Math.max(0, capacity + extraSeats - members + reported - makeUps);
}
