import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Page } from "../shared/page.schema";
import { readPage } from "./pages.repository";

/** GET /api/pages/:id */
export async function getPage({ input }: HandlerArgs<{ id: string }>): Promise<Page> {
  const snap = await existingDoc(collections.pages.ref(input.id), "No such page.");
  return readPage(snap);
}
