import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { entryRef, groupEntries, isOnList, nextRank } from "./waitlist.repository";

/** When a student's record began: its creation, else its enrolment date. */
function instant(s: DocumentSnapshot): number {
  const created = (s.get("createdAt") as Timestamp | undefined)?.toMillis?.();
  if (created !== undefined) return created;
  const enrolled = Date.parse(`${String(s.get("enrolledAt") ?? "")}T12:00:00Z`);
  return Number.isNaN(enrolled) ? 0 : enrolled;
}

/**
 * One-off, idempotent: students with the old school-wide `waitlist` status and groups in
 * `groupIds` (where a waitlisted student used to sit, holding no place) are put in each group's
 * line instead, earliest record first, and the group moves from `groupIds` to `waitlistGroupIds`.
 * The status stays `waitlist` (now the view of those lines), so the student counts do not change.
 * A second run finds no waitlisted student with such a group and changes nothing. Run by the seed
 * after it writes the demo students; a deployed database runs it once the same way.
 */
export async function migrateWaitlistStatus(now: Date): Promise<{ students: number; entries: number }> {
  const waiting = await collections.students.col().where("status", "==", "waitlist").get();
  const todo = waiting.docs
    .filter((s) => ((s.get("groupIds") as string[] | undefined) ?? []).length > 0)
    .sort((a, b) => instant(a) - instant(b) || a.id.localeCompare(b.id));
  let entries = 0;
  for (const snap of todo) {
    entries += await db().runTransaction(async (tx) => {
      const student = await tx.get(snap.ref);
      const groupIds = (student.get("groupIds") as string[] | undefined) ?? [];
      if (student.get("status") !== "waitlist" || groupIds.length === 0) return 0;
      const groups = await tx.getAll(...groupIds.map((g) => collections.groups.ref(g)));
      const lines = await Promise.all(groupIds.map((g) => groupEntries(g, tx)));
      let made = 0;
      groupIds.forEach((groupId, i) => {
        if (!groups[i]!.exists) return;
        const line = lines[i]!;
        if (line.some((e) => e.get("studentId") === student.id && isOnList(e))) return;
        tx.set(entryRef(groupId, student.id), {
          groupId,
          studentId: student.id,
          status: "waiting",
          rank: nextRank(line),
          joinedAt: (student.get("createdAt") as Timestamp | undefined) ?? Timestamp.fromDate(now),
          joinedBy: "migration",
          createdBy: null,
          offerId: null,
          updatedAt: FieldValue.serverTimestamp(),
        });
        made++;
      });
      const moved = groupIds.filter((_, i) => groups[i]!.exists);
      if (moved.length === 0) return 0;
      tx.update(student.ref, {
        groupIds: groupIds.filter((g) => !moved.includes(g)),
        waitlistGroupIds: FieldValue.arrayUnion(...moved),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return made;
    });
  }
  return { students: todo.length, entries };
}
