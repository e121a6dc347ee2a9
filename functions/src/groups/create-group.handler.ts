import { addAudit, createdFields } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { conflict } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import type { GroupFields, GroupWithCount } from "../shared/group.schema";
import { groupDocument } from "./group-document";
import { findByName } from "./groups.repository";

export const duplicateName = () =>
  conflict("A group with this name already exists.", { name: "A group with this name already exists." });

/** POST /api/groups: names are unique (case-insensitively), checked inside the transaction. */
export async function createGroup({ ctx, input }: HandlerArgs<GroupFields>): Promise<GroupWithCount> {
  const ref = collections.groups.col().doc();
  await db().runTransaction(async (tx) => {
    if (await findByName(input.name, undefined, tx)) throw duplicateName();
    tx.create(ref, { ...groupDocument(input), ...createdFields(ctx.actor) });
    addAudit(tx, ctx.actor, {
      action: "group.create",
      resource: "groups",
      resourceId: ref.id,
      details: { name: input.name },
    });
  });
  return { ...collections.groups.read(await ref.get()), memberCount: 0, waitlistCount: 0, inactiveCount: 0 };
}
