import { pageOf } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { Link, ListLinksQuery } from "../shared/link.schema";
import { listQuery, readLink } from "./links.repository";

/** GET /api/links: current (or archived) links by position. */
export async function listLinks({
  input,
}: HandlerArgs<ListLinksQuery>): Promise<{ data: Link[]; nextCursor: string | null }> {
  const page = await pageOf(listQuery(input.archived === "true"), {
    limit: input.limit,
    cursor: input.cursor,
    collection: "links",
  });
  return { data: page.docs.map(readLink), nextCursor: page.nextCursor };
}
