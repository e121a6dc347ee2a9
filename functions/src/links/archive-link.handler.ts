import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import type { Link } from "../shared/link.schema";
import { getLink } from "./get-link.handler";
import { readerKeysOf } from "./link-document";
import { linkTarget, readLink } from "./links.repository";

/** POST /api/links/:id/archive and /restore: archived links leave the list and students' view. */
export async function setLinkArchived({
  ctx,
  input,
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Link> {
  await changeWithAudit(ctx.actor, linkTarget(input.id), (snap) => {
    const link = readLink(snap);
    if (link.archived === input.archived) return null;
    return {
      fields: { archived: input.archived, readerKeys: readerKeysOf(link, input.archived) },
      action: input.archived ? "link.archive" : "link.unarchive",
      details: { title: link.title },
    };
  });
  return getLink({ ctx, input: { id: input.id } });
}
