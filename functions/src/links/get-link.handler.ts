import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Link } from "../shared/link.schema";
import { readLink } from "./links.repository";

/** GET /api/links/:id */
export async function getLink({ input }: HandlerArgs<{ id: string }>): Promise<Link> {
  const snap = await existingDoc(collections.links.ref(input.id), "No such link.");
  return readLink(snap);
}
