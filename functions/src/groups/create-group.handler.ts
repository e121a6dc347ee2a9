import { conflict } from "../api/http-error";
import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerContext } from "../lib/handler-context";
import type { GroupFields, GroupWithCount } from "../shared/group.schema";
import { findByName, groupsCol, toGroup } from "./groups.repository";

export const duplicateName = () => conflict("A group with this name already exists.", { name: "A group with this name already exists." });

/** POST /api/groups: names are unique (case-insensitively), checked inside the transaction. */
export async function createGroup({ ctx, input }: { ctx: HandlerContext; input: GroupFields }): Promise<GroupWithCount> {
  const ref = groupsCol().doc();
  await db().runTransaction(async (tx) => {
    if (await findByName(input.name, undefined, tx)) throw duplicateName();
    tx.create(ref, { ...input, nameLower: input.name.toLowerCase(), ...createdFields(ctx.actor) });
    addAudit(tx, ctx.actor, { action: "group.create", resource: "groups", resourceId: ref.id, details: { name: input.name } });
  });
  return { ...toGroup(await ref.get()), memberCount: 0 };
}
