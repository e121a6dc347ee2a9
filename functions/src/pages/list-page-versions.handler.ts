import { collections, pageVersions, existingDoc } from "../lib/collections";
import {
  cursorScope,
  cursorSnapshot,
  encodeCursor,
  invalidCursor,
  openCursor,
  type ListPage,
} from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { PageVersion } from "../shared/page.schema";
import { readVersion } from "./pages.repository";

/**
 * GET /api/pages/:id/versions: a page's history, newest first, without bodies (each may be 50,000
 * characters); `GET /api/pages/:id/versions/:n` has one with its body, for the diff.
 */
export async function listPageVersions({
  ctx,
  input,
}: HandlerArgs<{ id: string; limit: number; cursor?: string | undefined }>): Promise<ListPage<PageVersion>> {
  await existingDoc(collections.pages.ref(input.id), "No such page.");
  let query = pageVersions
    .col(input.id)
    .orderBy("version", "desc")
    .limit(input.limit + 1);
  // The page's id is among the filters, so a cursor of one page's history never opens for another's.
  const scope = cursorScope("page-versions", ctx.actor.sub, input);
  if (input.cursor) {
    const path = openCursor(input.cursor, scope);
    const prefix = `${pageVersions.col(input.id).path}/`;
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes("/")) throw invalidCursor();
    query = query.startAfter(await cursorSnapshot(collections.pages.ref(input.id).firestore, path));
  }
  const snap = await query.get();
  const docs = snap.docs.slice(0, input.limit);
  const nextCursor =
    snap.docs.length > input.limit && docs.length > 0 ? encodeCursor(docs[docs.length - 1]!, scope) : null;
  return { data: docs.map((d) => readVersion(d, false)), nextCursor };
}
