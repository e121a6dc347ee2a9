import { collections, pageVersions, existingDoc } from "../lib/collections";
import { encodeCursor, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import type { PageVersion } from "../shared/page.schema";
import { readVersion } from "./pages.repository";

/**
 * GET /api/pages/:id/versions: a page's history, newest first, without bodies (each may be 50,000
 * characters); `GET /api/pages/:id/versions/:n` has one with its body, for the diff.
 */
export async function listPageVersions({
  input,
}: HandlerArgs<{ id: string; limit: number; cursor?: string | undefined }>): Promise<ListPage<PageVersion>> {
  await existingDoc(collections.pages.ref(input.id), "No such page.");
  let query = pageVersions
    .col(input.id)
    .orderBy("version", "desc")
    .limit(input.limit + 1);
  if (input.cursor) {
    // The cursor names a version document of this page (lib/cursor.ts' encoding, scoped here).
    const path = Buffer.from(input.cursor, "base64url").toString("utf8");
    const after = path.startsWith(`${pageVersions.col(input.id).path}/`)
      ? await collections.pages.ref(input.id).firestore.doc(path).get()
      : null;
    if (!after?.exists) throw badRequest("The page cursor is not valid.", { cursor: "Not a valid cursor." });
    query = query.startAfter(after);
  }
  const snap = await query.get();
  const docs = snap.docs.slice(0, input.limit);
  const nextCursor =
    snap.docs.length > input.limit && docs.length > 0 ? encodeCursor(docs[docs.length - 1]!) : null;
  return { data: docs.map((d) => readVersion(d, false)), nextCursor };
}
