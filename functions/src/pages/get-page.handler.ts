import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Page } from "../shared/page.schema";
import { readPage } from "./pages.repository";

/** GET /api/pages/:id */
export async function getPage({ input }: HandlerArgs<{ id: string }>): Promise<Page> {
  const snap = await collections.pages.ref(input.id).get();
  if (!snap.exists) throw notFound("No such page.");
  return readPage(snap);
}
