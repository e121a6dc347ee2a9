import { assertExist, collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest, conflict, notFound } from "../lib/http-error";
import { PAGE_CHANGED, type Page, type UpdatePageInput } from "../shared/page.schema";
import { fieldsOf, findBySlug, readPage, slugTaken, writePageVersion } from "./pages.repository";

/**
 * PATCH /api/pages/:id {version, ...fields}: a save, kept as the next version. `version` is the one
 * the editor opened; if someone saved since, the answer is 409 and nothing is written, so the
 * other save is not lost and the editor keeps their text to apply again.
 */
export async function updatePage({
  ctx,
  input: { id, version, ...changes },
}: HandlerArgs<UpdatePageInput & { id: string }>): Promise<Page> {
  if (Object.keys(changes).length === 0)
    throw badRequest("Nothing to change.", { _: "Send at least one field to change." });
  const ref = collections.pages.ref(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("No such page.");
    const current = readPage(snap);
    if (current.version !== version) throw conflict(PAGE_CHANGED);
    const next = { ...fieldsOf(current), ...changes };
    if (changes.audience) await assertExist("groups", changes.audience.ids, "audience.ids", tx);
    if (changes.slug && changes.slug !== current.slug && (await findBySlug(changes.slug, id, tx)))
      throw slugTaken();
    writePageVersion(
      tx,
      ctx.actor,
      { id, created: false, archived: current.archived, version: current.version + 1 },
      next,
      { action: "page.update", details: { slug: next.slug, fields: Object.keys(changes) } },
    );
  });
  return readPage(await ref.get());
}
