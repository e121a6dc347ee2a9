import { badRequest, notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerContext } from "../lib/handler-context";
import type { GroupWithCount, UpdateGroupFields } from "../shared/group.schema";
import { duplicateName } from "./create-group.handler";
import { findByName, groupRef, toGroup, withCounts } from "./groups.repository";

/** PATCH /api/groups/:id */
export async function updateGroup({ ctx, id, input }: { ctx: HandlerContext; id: string; input: UpdateGroupFields }): Promise<GroupWithCount> {
  const ref = groupRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("No such group.");
    const current = toGroup(snap);
    const ageRange = input.ageRange ?? current.ageRange;
    // The stored range and a patched bound must still make sense together.
    if (ageRange.min > ageRange.max) throw badRequest("Some fields are not valid.", { "ageRange.max": "The maximum age must not be below the minimum." });
    if (input.name && (await findByName(input.name, id, tx))) throw duplicateName();
    tx.update(ref, { ...input, ...(input.name ? { nameLower: input.name.trim().toLowerCase() } : {}), ...updatedFields(ctx.actor) });
    addAudit(tx, ctx.actor, { action: "group.update", resource: "groups", resourceId: id, details: { fields: Object.keys(input) } });
  });
  return (await withCounts([await ref.get()]))[0]!;
}
