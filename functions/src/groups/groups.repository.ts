import { FieldPath, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import type { GroupWithCount } from "../shared/group.schema";

/** Statuses that count as being in a group (archived students keep their groupIds for history). */
const MEMBER_STATUSES = ["active", "waitlist", "inactive"];

const groups = collections.groups;
const students = collections.students;

export const listQuery = () => groups.col().orderBy("nameLower").orderBy(FieldPath.documentId());

/** Students of a group who are not archived (a count aggregation: no documents are read). */
export async function memberCount(groupId: string, tx?: Transaction): Promise<number> {
  const query = students
    .col()
    .where("groupIds", "array-contains", groupId)
    .where("status", "in", MEMBER_STATUSES)
    .count();
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.data().count;
}

/** A group's students of one status (a count aggregation). */
async function countWith(groupId: string, status: string, tx?: Transaction): Promise<number> {
  const query = students
    .col()
    .where("groupIds", "array-contains", groupId)
    .where("status", "==", status)
    .count();
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.data().count;
}

/** Places taken: the group's active students (the waitlisted and inactive hold none). */
export const activeMemberCount = (groupId: string, tx?: Transaction) => countWith(groupId, "active", tx);

/** Students in the group's waitlist line (waitlists/): waiting, or with an offer out. */
async function onWaitlistCount(groupId: string): Promise<number> {
  const query = collections.waitlistEntries
    .col()
    .where("groupId", "==", groupId)
    .where("status", "in", ["waiting", "offered"])
    .count();
  return (await query.get()).data().count;
}

export async function withCounts(docs: DocumentSnapshot[]): Promise<GroupWithCount[]> {
  return Promise.all(
    docs.map(async (d) => {
      const [active, inactive, waitlist] = await Promise.all([
        countWith(d.id, "active"),
        countWith(d.id, "inactive"),
        onWaitlistCount(d.id),
      ]);
      return { ...groups.read(d), memberCount: active!, waitlistCount: waitlist!, inactiveCount: inactive! };
    }),
  );
}

/** Another group (not `exceptId`) with the same name, case-insensitively. */
export async function findByName(name: string, exceptId?: string, tx?: Transaction) {
  const query = groups.col().where("nameLower", "==", name.trim().toLowerCase()).limit(2);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.find((d) => d.id !== exceptId) ?? null;
}

/** Archived students still listing a group (cleaned up when the group is deleted), bounded. */
export async function archivedMembers(groupId: string, limit: number) {
  return students
    .col()
    .where("groupIds", "array-contains", groupId)
    .where("status", "==", "archived")
    .limit(limit)
    .get();
}
