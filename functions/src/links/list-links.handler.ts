import { cursorScope, listPageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import { consoleListQuery } from "../lib/ordered-content";
import type { Link, ListLinksQuery } from "../shared/link.schema";
import { readLink } from "./links.repository";

/** GET /api/links: current (or archived) links by position. */
export function listLinks({ ctx, input }: HandlerArgs<ListLinksQuery>): Promise<ListPage<Link>> {
  const query = consoleListQuery("links", input.archived === "true");
  return listPageOf(
    query,
    { ...input, collection: "links", scope: cursorScope("links", ctx.actor.sub, input) },
    readLink,
  );
}
