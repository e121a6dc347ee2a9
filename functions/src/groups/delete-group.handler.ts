import { FieldValue } from "firebase-admin/firestore";
import { deleteWithAudit } from "../lib/audited-write";
import { collections, existingDoc } from "../lib/collections";
import { db } from "../lib/firestore";
import { conflict } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import { archivedMembers, memberCount } from "./groups.repository";

/**
 * DELETE /api/groups/:id. A group that still has students is refused (409) so nobody is silently
 * dropped from a class; archived students' old references are removed with it.
 */
export async function deleteGroup({ ctx, input: { id } }: HandlerArgs<{ id: string }>): Promise<void> {
  const ref = collections.groups.ref(id);
  const snap = await existingDoc(ref, "No such group.");
  const count = await memberCount(id);
  if (count > 0) {
    throw conflict(
      `This group has ${count} student${count === 1 ? "" : "s"}. Move or remove them before deleting the group.`,
    );
  }
  for (;;) {
    const stale = await archivedMembers(id, 400);
    if (stale.empty) break;
    const batch = db().batch();
    for (const d of stale.docs) batch.update(d.ref, { groupIds: FieldValue.arrayRemove(id) });
    await batch.commit();
  }
  await deleteWithAudit(ctx.actor, { collection: "groups", id, missing: "No such group." }, async (_, tx) => {
    // Checked again with the delete, so a student added meanwhile keeps their group.
    if ((await memberCount(id, tx)) > 0)
      throw conflict("Students were added to this group meanwhile. Remove them before deleting.");
    return { action: "group.delete", details: { name: collections.groups.read(snap).name } };
  });
}
