import { FieldPath, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import type { Group, GroupWithCount } from "../shared/group.schema";

export const GROUPS = "groups";
/** Statuses that count as being in a group (archived students keep their groupIds for history). */
const MEMBER_STATUSES = ["active", "waitlist", "inactive"];

export const groupsCol = () => db().collection(GROUPS);
export const groupRef = (id: string) => groupsCol().doc(id);
const studentsCol = () => db().collection("students");

export function toGroup(doc: DocumentSnapshot): Group {
  const { nameLower: _n, ...rest } = docToJson<Group & { nameLower?: string }>(doc);
  return rest;
}

export const listQuery = () => groupsCol().orderBy("nameLower").orderBy(FieldPath.documentId());

/** Students of a group who are not archived (a count aggregation: no documents are read). */
export async function memberCount(groupId: string, tx?: Transaction): Promise<number> {
  const query = studentsCol().where("groupIds", "array-contains", groupId).where("status", "in", MEMBER_STATUSES).count();
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.data().count;
}

export async function withCounts(docs: DocumentSnapshot[]): Promise<GroupWithCount[]> {
  return Promise.all(docs.map(async (d) => ({ ...toGroup(d), memberCount: await memberCount(d.id) })));
}

/** Another group (not `exceptId`) with the same name, case-insensitively. */
export async function findByName(name: string, exceptId?: string, tx?: Transaction) {
  const query = groupsCol().where("nameLower", "==", name.trim().toLowerCase()).limit(2);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.find((d) => d.id !== exceptId) ?? null;
}

/** Archived students still listing a group (cleaned up when the group is deleted), bounded. */
export async function archivedMembers(groupId: string, limit: number) {
  return studentsCol().where("groupIds", "array-contains", groupId).where("status", "==", "archived").limit(limit).get();
}

export const studentDocRef = (id: string) => studentsCol().doc(id);
