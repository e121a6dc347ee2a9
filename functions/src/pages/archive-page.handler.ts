import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import type { Page } from "../shared/page.schema";
import { getPage } from "./get-page.handler";
import { readerKeysOf } from "./page-document";
import { pageTarget, readPage } from "./pages.repository";

/**
 * POST /api/pages/:id/archive and /restore: an archived page leaves the list and every student's
 * view, and keeps its content, history and slug. Not a content change, so no new version.
 */
export async function setPageArchived({
  ctx,
  input,
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Page> {
  await changeWithAudit(ctx.actor, pageTarget(input.id), (snap) => {
    const page = readPage(snap);
    if (page.archived === input.archived) return null;
    return {
      fields: { archived: input.archived, readerKeys: readerKeysOf(page, input.archived) },
      action: input.archived ? "page.archive" : "page.unarchive",
      details: { slug: page.slug },
    };
  });
  return getPage({ ctx, input: { id: input.id } });
}
