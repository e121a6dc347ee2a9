import { changeWithAudit } from "../lib/audited-write";
import { collections } from "../lib/collections";
import { patchChanges } from "../lib/field-changes";
import { badRequest } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import type { GroupWithCount, UpdateGroupFields } from "../shared/group.schema";
import { duplicateName } from "./create-group.handler";
import { advanceWaitlist } from "../waitlists/waitlist-offers";
import { findByName, withCounts } from "./groups.repository";

/** PATCH /api/groups/:id */
export async function updateGroup({
  ctx,
  input: { id, ...input },
}: HandlerArgs<UpdateGroupFields & { id: string }>): Promise<GroupWithCount> {
  await changeWithAudit(
    ctx.actor,
    { collection: "groups", id, missing: "No such group." },
    async (snap, tx) => {
      const current = collections.groups.read(snap);
      const ageRange = input.ageRange ?? current.ageRange;
      // The stored range and a patched bound must still make sense together.
      if (ageRange.min > ageRange.max)
        throw badRequest("Some fields are not valid.", {
          "ageRange.max": "The maximum age must not be below the minimum.",
        });
      if (input.name && (await findByName(input.name, id, tx))) throw duplicateName();
      return {
        fields: { ...input, ...(input.name ? { nameLower: input.name.trim().toLowerCase() } : {}) },
        action: "group.update",
        details: {
          fields: Object.keys(input),
          changes: patchChanges(current, input, ["description", "instructorIds"]),
        },
      };
    },
  );
  // A higher capacity frees places: the group's waitlist is offered them.
  if (input.capacity !== undefined) await advanceWaitlist(id, ctx.now);
  return (await withCounts([await collections.groups.ref(id).get()]))[0]!;
}
