import { pageVersions, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { PageVersion } from "../shared/page.schema";
import { readVersion } from "./pages.repository";

/** GET /api/pages/:id/versions/:n: one saved version with its body. */
export async function getPageVersion({
  input,
}: HandlerArgs<{ id: string; version: number }>): Promise<PageVersion> {
  const snap = await existingDoc(pageVersions.ref(input.id, input.version), "This page has no such version.");
  return readVersion(snap, true);
}
