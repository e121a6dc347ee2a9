import { pageOf } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { ListPagesQuery, Page } from "../shared/page.schema";
import { listQuery, readPage } from "./pages.repository";

/** GET /api/pages: current (or archived) pages by position; bodies included for the editor. */
export async function listPages({
  input,
}: HandlerArgs<ListPagesQuery>): Promise<{ data: Page[]; nextCursor: string | null }> {
  const page = await pageOf(listQuery(input.archived === "true"), {
    limit: input.limit,
    cursor: input.cursor,
    collection: "pages",
  });
  return { data: page.docs.map(readPage), nextCursor: page.nextCursor };
}
