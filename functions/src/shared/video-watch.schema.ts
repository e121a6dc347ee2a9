import { z } from "zod";

/**
 * Watch progress as staff see it (students' plays, recorded through `POST
 * /api/me/videos/:id/progress`): per video in the library, per student in their drawer.
 */

/** `GET /api/videos/:id/watch`: how many students started the video and watched it to 90%. */
export const videoWatchSummarySchema = z.object({
  videoId: z.string(),
  started: z.number().int(),
  watched: z.number().int(),
});
export type VideoWatchSummary = z.infer<typeof videoWatchSummarySchema>;

/** `GET /api/students/:id/watch`: the videos a student has started, latest first (at most 50). */
export const studentWatchRowSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  programName: z.string().nullable(),
  week: z.number().int().nullable(),
  startedAt: z.string(),
  /** When they first reached 90%, or null. */
  watchedAt: z.string().nullable(),
});
export type StudentWatchRow = z.infer<typeof studentWatchRowSchema>;
export const STUDENT_WATCH_MAX = 50;
