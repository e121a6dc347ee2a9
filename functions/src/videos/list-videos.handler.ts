import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { ListVideosQuery, Video } from "../shared/video.schema";
import { VIDEOS, listQuery, toVideos } from "./videos.repository";

/** Pages read to fill one page when a search has more than one word (checked after the query). */
const MAX_ROUNDS = 5;

/** GET /api/videos: one page of the library, by program, week and title, with the filters asked. */
export async function listVideos({ ctx, input }: HandlerArgs<ListVideosQuery>): Promise<ListPage<Video>> {
  const { query, otherWords } = listQuery(input);
  const matches = (d: QueryDocumentSnapshot) => {
    const tokens = (d.get("searchTokens") as string[] | undefined) ?? [];
    return otherWords.every((w) => tokens.includes(w));
  };
  const docs: QueryDocumentSnapshot[] = [];
  const scope = cursorScope(VIDEOS, ctx.actor.sub, input);
  let cursor = input.cursor;
  let nextCursor: string | null = null;
  for (let round = 0; round < (otherWords.length > 0 ? MAX_ROUNDS : 1); round++) {
    const page = await pageOf(query, { limit: input.limit - docs.length, cursor, collection: VIDEOS, scope });
    docs.push(...(page.docs as QueryDocumentSnapshot[]).filter(matches));
    nextCursor = page.nextCursor;
    if (!nextCursor || docs.length >= input.limit) break;
    cursor = nextCursor;
  }
  return { data: await toVideos(docs, ctx.now), nextCursor };
}
