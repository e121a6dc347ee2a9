import { chunks } from "../lib/chunks";
import { FieldValue } from "firebase-admin/firestore";
import { addAudit, updatedFields } from "../lib/audit";
import { assertExist, collections, existingDoc } from "../lib/collections";
import { db } from "../lib/firestore";
import { conflict } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import type { GroupMembersResult } from "../shared/group.schema";
import { advanceWaitlist } from "../waitlists/waitlist-offers";
import { activeMemberCount } from "./groups.repository";

const students = collections.students;

/** Writes per batch: each student update plus its audit entry. */
const BATCH_STUDENTS = 200;

/**
 * POST /api/groups/:id/members {add, remove}. Membership lives on the student (`groupIds`), so
 * this updates each student; going over capacity is allowed (a teacher's call) and reported so
 * the screen can warn. Unknown or archived students are a 400 naming them.
 */
export async function updateGroupMembers({
  ctx,
  input: { id, ...input },
}: HandlerArgs<{ id: string; add: string[]; remove: string[] }>): Promise<GroupMembersResult> {
  const gSnap = await existingDoc(collections.groups.ref(id), "No such group.");
  const group = collections.groups.read(gSnap);
  await assertExist("students", input.add, "add");
  await assertExist("students", input.remove, "remove");
  const ids = [...new Set([...input.add, ...input.remove])];
  const snaps = await db().getAll(...ids.map((sid) => students.ref(sid)));
  const archived = snaps
    .filter((s) => s.get("status") === "archived" && input.add.includes(s.id))
    .map((s) => s.id);
  if (archived.length > 0)
    throw conflict("Archived students cannot join a group. Restore them first.", {
      add: `Archived: ${archived.join(", ")}.`,
    });

  const byId = new Map(snaps.map((s) => [s.id, s]));
  const changes = [
    ...input.add
      .filter((sid) => !(byId.get(sid)!.get("groupIds") ?? []).includes(id))
      .map((sid) => ({ sid, op: "add" as const })),
    ...input.remove
      .filter((sid) => (byId.get(sid)!.get("groupIds") ?? []).includes(id))
      .map((sid) => ({ sid, op: "remove" as const })),
  ];
  for (const run of chunks(changes, BATCH_STUDENTS)) {
    const batch = db().batch();
    for (const c of run) {
      batch.update(students.ref(c.sid), {
        groupIds: c.op === "add" ? FieldValue.arrayUnion(id) : FieldValue.arrayRemove(id),
        ...updatedFields(ctx.actor),
      });
      addAudit(batch, ctx.actor, {
        action: c.op === "add" ? "group.member.add" : "group.member.remove",
        resource: "students",
        resourceId: c.sid,
        details: { groupId: id, groupName: group.name },
      });
    }
    await batch.commit();
  }
  // A member who left frees a place: the first family on the group's waitlist is offered it.
  if (changes.some((c) => c.op === "remove")) await advanceWaitlist(id, ctx.now);
  const count = await activeMemberCount(id);
  return {
    added: changes.filter((c) => c.op === "add").length,
    removed: changes.filter((c) => c.op === "remove").length,
    memberCount: count,
    capacity: group.capacity,
    overCapacity: count > group.capacity,
  };
}
