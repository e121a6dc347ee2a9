import type { HandlerArgs } from "../lib/handler-context";
import { setContentArchived } from "../lib/ordered-content";
import type { Page } from "../shared/page.schema";
import { getPage } from "./get-page.handler";
import { readerKeysOf } from "./page-document";
import { pageTarget, readPage } from "./pages.repository";

/** POST /api/pages/:id/archive and /restore. Not a content change, so no new version. */
export async function setPageArchived({
  ctx,
  input,
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Page> {
  await setContentArchived(ctx.actor, pageTarget(input.id), input.archived, {
    kind: "page",
    read: readPage,
    readerKeysOf,
    details: (page) => ({ slug: page.slug }),
  });
  return getPage({ ctx, input: { id: input.id } });
}
