import type { Announcement } from "@shared/announcement.schema";
import type { MyVideo } from "@shared/video.schema";
import type { CursorPage } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

/** The newest three announcements (pinned first), for "what's new". */
export const useLatestAnnouncements = () => useMeData<Announcement[]>("/announcements", { limit: 3 });

/** The newest released practice videos. */
export const useLatestVideos = () => useMeData<CursorPage<MyVideo>>("/videos", { limit: 3 }, { page: true });
