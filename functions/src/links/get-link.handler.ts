import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Link } from "../shared/link.schema";
import { readLink } from "./links.repository";

/** GET /api/links/:id */
export async function getLink({ input }: HandlerArgs<{ id: string }>): Promise<Link> {
  const snap = await collections.links.ref(input.id).get();
  if (!snap.exists) throw notFound("No such link.");
  return readLink(snap);
}
