import { cursorScope, listPageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import { consoleListQuery } from "../lib/ordered-content";
import type { ListPagesQuery, Page } from "../shared/page.schema";
import { readPage } from "./pages.repository";

/** GET /api/pages: current (or archived) pages by position; bodies included for the editor. */
export function listPages({ ctx, input }: HandlerArgs<ListPagesQuery>): Promise<ListPage<Page>> {
  const query = consoleListQuery("pages", input.archived === "true");
  return listPageOf(
    query,
    { ...input, collection: "pages", scope: cursorScope("pages", ctx.actor.sub, input) },
    readPage,
  );
}
