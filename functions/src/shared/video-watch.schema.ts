/**
 * Watch progress as staff see it (students' plays, recorded through `POST
 * /api/me/videos/:id/progress`): per video in the library, per student in their drawer.
 */

/** `GET /api/videos/:id/watch`: how many students started the video and watched it to 90%. */
export interface VideoWatchSummary {
  videoId: string;
  started: number;
  watched: number;
}

/** `GET /api/students/:id/watch`: the videos a student has started, latest first (at most 50). */
export interface StudentWatchRow {
  videoId: string;
  title: string;
  programName: string | null;
  week: number | null;
  startedAt: string;
  /** When they first reached 90%, or null. */
  watchedAt: string | null;
}
export const STUDENT_WATCH_MAX = 50;
