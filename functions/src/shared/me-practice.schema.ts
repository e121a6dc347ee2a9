import { z } from "zod";
import { VIDEO_DURATION_MAX, myVideoSchema } from "./video.schema";

/** How far a viewer has watched a video: never, started, or to at least `WATCHED_RATIO` of it. */
export const WATCH_STATES = ["none", "started", "watched"] as const;
export type WatchState = (typeof WATCH_STATES)[number];
/** A video counts as watched once played to 90% of its length. */
export const WATCHED_RATIO = 0.9;
/** A video's progress is written at most once this often per student (milestones excepted). */
export const PROGRESS_WRITE_INTERVAL_MS = 60_000;

/** A released video in the practice screen, with how far this student has watched it. */
const myPracticeVideoSchema = myVideoSchema.extend({ watch: z.enum(WATCH_STATES) });
export type MyPracticeVideo = z.output<typeof myPracticeVideoSchema>;

/**
 * One week of a program's term. `videos` is present only once the week is released (its start in
 * the school's zone has come): nothing unreleased is ever sent.
 */
const myPracticeWeekSchema = z.object({
  week: z.number().int(),
  startsOn: z.string(),
  /** When the week opens (its start, midnight in the school's zone). */
  releaseAt: z.string(),
  released: z.boolean(),
  videos: z.array(myPracticeVideoSchema),
});
export type MyPracticeWeek = z.output<typeof myPracticeWeekSchema>;

/** `GET /api/me/practice`: the student's programs, each with its term weeks in order. */
export const myPracticeProgramSchema = z.object({
  programId: z.string(),
  programName: z.string(),
  weeks: z.array(myPracticeWeekSchema),
});
export type MyPracticeProgram = z.output<typeof myPracticeProgramSchema>;

/**
 * `POST /api/me/videos/:id/progress`: a player's report (seconds). `started` when playing starts,
 * `progress` as it goes; the API records the first start and the first time `position` reaches
 * 90% of `duration`. Answers 204.
 */
export const videoProgressSchema = z
  .object({
    event: z.enum(["started", "progress"], { error: "Send started or progress." }),
    position: z
      .number({ error: "A position in seconds." })
      .min(0, "0 or more.")
      .max(VIDEO_DURATION_MAX, "At most 24 hours."),
    duration: z
      .number({ error: "A duration in seconds." })
      .positive("More than 0.")
      .max(VIDEO_DURATION_MAX, "At most 24 hours."),
  })
  .strict()
  .superRefine((v, ctx) => {
    // A player may report a position a little past the end (rounding); far past it is wrong.
    if (v.position > v.duration + 1)
      ctx.addIssue({ code: "custom", path: ["position"], message: "Not after the end of the video." });
  });
export type VideoProgressInput = z.output<typeof videoProgressSchema>;
