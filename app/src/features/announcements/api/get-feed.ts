import type { MyAnnouncement } from "@shared/me-feed.schema";
import type { CursorPage } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

export const FEED_PAGE = 10;

/** `GET /api/me/announcements`: the first page of the feed, pinned first, then newest. */
export const useFeed = () =>
  useMeData<CursorPage<MyAnnouncement>>("/announcements", { limit: FEED_PAGE }, { page: true });
