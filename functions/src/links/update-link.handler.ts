import { changedKeys } from "../lib/audit";
import { changeWithAudit } from "../lib/audited-write";
import { assertExist } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Link, UpdateLinkFields } from "../shared/link.schema";
import { getLink } from "./get-link.handler";
import { linkDocument } from "./link-document";
import { linkTarget, readLink } from "./links.repository";

/** PATCH /api/links/:id: edit, show or hide. */
export async function updateLink({
  ctx,
  input: { id, ...changes },
}: HandlerArgs<UpdateLinkFields & { id: string }>): Promise<Link> {
  if (changes.audience) await assertExist("groups", changes.audience.ids, "audience.ids");
  await changeWithAudit(ctx.actor, linkTarget(id), (snap) => {
    const current = readLink(snap);
    const fields = changedKeys(changes, current);
    if (fields.length === 0) return null;
    const { order, archived } = current;
    return {
      fields: linkDocument({ ...current, ...changes }, { order, archived }),
      action:
        changes.shown === undefined || fields.length > 1
          ? "link.update"
          : changes.shown
            ? "link.show"
            : "link.hide",
      details: { title: current.title, fields },
    };
  });
  return getLink({ ctx, input: { id } });
}
