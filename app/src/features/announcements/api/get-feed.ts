import type { Announcement } from "@shared/announcement.schema";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/announcements`: the caller's feed, pinned first. */
export const useFeed = (limit: number) => useMeData<Announcement[]>("/announcements", { limit });
