import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement, ListAnnouncementsQuery } from "../shared/announcement.schema";
import { searchWords } from "../shared/search-tokens";
import { ANNOUNCEMENTS, statusQuery, toAnnouncement } from "./announcements.repository";

/** Pages read to fill one page when a second filter is applied after the query. */
const MAX_ROUNDS = 5;

/**
 * One page of a status tab, pinned first then newest. Search and audience are array filters;
 * Firestore takes one per query, so the query uses the most selective one (the longest search
 * word) and the others are checked on the page read (a page may then be shorter than `limit`,
 * and `nextCursor` still continues after the last document read).
 */
export async function listAnnouncements({
  ctx,
  input,
}: HandlerArgs<ListAnnouncementsQuery>): Promise<ListPage<Announcement>> {
  const now = Timestamp.fromDate(ctx.now);
  const words = searchWords(input.q ?? "").sort((a, b) => b.length - a.length);
  const [first, ...rest] = words;
  const narrow = first
    ? { field: "searchTokens" as const, value: first }
    : input.audience
      ? { field: "audienceKeys" as const, value: input.audience }
      : undefined;
  const query = statusQuery(input.status, now, narrow);
  const postFilter = (d: QueryDocumentSnapshot) => {
    const tokens = (d.get("searchTokens") as string[] | undefined) ?? [];
    const keys = (d.get("audienceKeys") as string[] | undefined) ?? [];
    return (
      rest.every((w) => tokens.includes(w)) && (!first || !input.audience || keys.includes(input.audience))
    );
  };
  const needsPostFilter = rest.length > 0 || Boolean(first && input.audience);

  const data: Announcement[] = [];
  const scope = cursorScope(ANNOUNCEMENTS, ctx.actor.sub, input);
  let cursor = input.cursor;
  let nextCursor: string | null = null;
  for (let round = 0; round < (needsPostFilter ? MAX_ROUNDS : 1); round++) {
    const page = await pageOf(query, {
      limit: input.limit - data.length,
      cursor,
      collection: ANNOUNCEMENTS,
      scope,
    });
    for (const d of page.docs)
      if (!needsPostFilter || postFilter(d)) data.push(toAnnouncement(d, now.toDate()));
    nextCursor = page.nextCursor;
    if (!nextCursor || data.length >= input.limit) break;
    cursor = nextCursor;
  }
  return { data, nextCursor };
}
