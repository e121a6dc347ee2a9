import { z } from "zod";

/**
 * `GET /api/me/announcements?limit&cursor`: the feed the signed-in student (or the chosen child)
 * reads, pinned first and then newest, in cursor pages (`{ data, nextCursor }`).
 */
export const myAnnouncementsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().min(1).max(500).optional(),
});
export type MyAnnouncementsQuery = z.output<typeof myAnnouncementsQuerySchema>;

/** An announcement as a reader sees it: its text (Markdown), never who wrote it or to whom. */
export const myAnnouncementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Markdown: render it through the console's sanitiser. */
  body: z.string(),
  pinned: z.boolean(),
  publishAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type MyAnnouncement = z.output<typeof myAnnouncementSchema>;
