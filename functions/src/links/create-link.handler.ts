import { createWithAudit } from "../lib/audited-write";
import { assertExist } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Link, LinkFields } from "../shared/link.schema";
import { linkDocument } from "./link-document";
import { nextOrder, readLink } from "./links.repository";

/** POST /api/links: a new link, last in the list. */
export async function createLink({ ctx, input }: HandlerArgs<LinkFields>): Promise<Link> {
  await assertExist("groups", input.audience.ids, "audience.ids");
  const ref = await createWithAudit(
    ctx.actor,
    "links",
    linkDocument(input, { order: await nextOrder(), archived: false }),
    { action: "link.create", details: { title: input.title, url: input.url } },
  );
  return readLink(await ref.get());
}
