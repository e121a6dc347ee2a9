import type { HandlerArgs } from "../lib/handler-context";
import { setContentArchived } from "../lib/ordered-content";
import type { Link } from "../shared/link.schema";
import { getLink } from "./get-link.handler";
import { readerKeysOf } from "./link-document";
import { linkTarget, readLink } from "./links.repository";

/** POST /api/links/:id/archive and /restore: archived links leave the list and students' view. */
export async function setLinkArchived({
  ctx,
  input,
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Link> {
  await setContentArchived(ctx.actor, linkTarget(input.id), input.archived, {
    kind: "link",
    read: readLink,
    readerKeysOf,
    details: (link) => ({ title: link.title }),
  });
  return getLink({ ctx, input: { id: input.id } });
}
