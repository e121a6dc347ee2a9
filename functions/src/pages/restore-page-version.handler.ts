import { collections, pageVersions } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict, notFound } from "../lib/http-error";
import { PAGE_CHANGED, type Page } from "../shared/page.schema";
import { fieldsOf, findBySlug, readPage, readVersion, writePageVersion } from "./pages.repository";

/**
 * POST /api/pages/:id/versions/:n/restore {version}: the content of version n saved again as a
 * new version (history is never rewritten). `version` is the current one the editor sees (409 if
 * someone saved since). Groups deleted since are dropped from the audience; a slug another page
 * took since is refused.
 */
export async function restorePageVersion({
  ctx,
  input,
}: HandlerArgs<{ id: string; restore: number; version: number }>): Promise<Page> {
  const ref = collections.pages.ref(input.id);
  await db().runTransaction(async (tx) => {
    const [snap, old] = await Promise.all([tx.get(ref), tx.get(pageVersions.ref(input.id, input.restore))]);
    if (!snap.exists) throw notFound("No such page.");
    if (!old.exists) throw notFound("This page has no such version.");
    const current = readPage(snap);
    if (current.version !== input.version) throw conflict(PAGE_CHANGED);
    const fields = fieldsOf(readVersion(old, true));
    if (fields.slug !== current.slug && (await findBySlug(fields.slug, input.id, tx)))
      throw conflict("Another page now uses this version's address. Change that page's slug first.", {
        slug: "Another page already uses this address.",
      });
    if (fields.audience.type === "groups") {
      const groups = await tx.getAll(...fields.audience.ids.map((g) => collections.groups.ref(g)));
      const kept = groups.filter((g) => g.exists).map((g) => g.id);
      // Every group it was for is gone: nobody would see it, so it is restored as a draft for everyone.
      fields.audience = kept.length > 0 ? { type: "groups", ids: kept } : { type: "everyone", ids: [] };
      if (kept.length === 0) fields.status = "draft";
    }
    writePageVersion(
      tx,
      ctx.actor,
      { id: input.id, created: false, archived: current.archived, version: current.version + 1 },
      fields,
      {
        action: "page.restore-version",
        details: { slug: fields.slug, from: input.restore },
        restoredFrom: input.restore,
      },
    );
  });
  return readPage(await ref.get());
}
