import { meRoutes } from "@shared/me.routes";
import { useMeData } from "@/lib/use-me-data";

export const FEED_PAGE = 10;

/** `GET /api/me/announcements`: the first page of the feed, pinned first, then newest. */
export const useFeed = () => useMeData(meRoutes.announcements, { query: { limit: FEED_PAGE } });
