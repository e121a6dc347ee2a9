import { assertExist, collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import type { Page, PageFields } from "../shared/page.schema";
import { findBySlug, readPage, slugTaken, writePageVersion } from "./pages.repository";

/**
 * POST /api/pages: version 1 of a new page. The slug is unique, checked inside the transaction
 * that writes it, so two editors cannot both take it.
 */
export async function createPage({ ctx, input }: HandlerArgs<PageFields>): Promise<Page> {
  const ref = collections.pages.col().doc();
  await db().runTransaction(async (tx) => {
    await assertExist("groups", input.audience.ids, "audience.ids", tx);
    if (await findBySlug(input.slug, undefined, tx)) throw slugTaken();
    writePageVersion(tx, ctx.actor, { id: ref.id, created: true, archived: false, version: 1 }, input, {
      action: "page.create",
      details: { slug: input.slug, title: input.title, status: input.status },
    });
  });
  return readPage(await ref.get());
}
