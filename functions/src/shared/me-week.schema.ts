import { z } from "zod";
import { myAnnouncementSchema } from "./me-feed.schema";
import { isoDateField } from "./program.schema";
import { myVideoSchema } from "./video.schema";

/** `GET /api/me/week?date=YYYY-MM-DD`: the week holding `date` (default: today in the school's zone). */
export const myWeekQuerySchema = z.object({ date: isoDateField.optional() }).strict();
export type MyWeekQuery = z.output<typeof myWeekQuerySchema>;

export const MY_SESSION_STATUSES = ["scheduled", "cancelled"] as const;

/** One class of the week: a weekly session of the student's group, or the Friday practice. */
const mySessionSchema = z.object({
  /** `schedule:<id>` or `practice:<id>`, unique within a date. */
  key: z.string(),
  kind: z.enum(["class", "practice"]),
  /** A civil date and wall-clock times in the school's zone. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  groupName: z.string().nullable(),
  programName: z.string().nullable(),
  room: z.string(),
  /** The teacher's display name (a practice is run by its groups' teachers: null). */
  instructor: z.string().nullable(),
  status: z.enum(MY_SESSION_STATUSES),
  cancelReason: z.string().nullable(),
});
export type MySession = z.output<typeof mySessionSchema>;

/** The week's Friday practice, with what it works on. */
const myWeekPracticeSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  focus: z.string(),
  location: z.string(),
  status: z.enum(MY_SESSION_STATUSES),
  cancelReason: z.string().nullable(),
});
export type MyWeekPractice = z.output<typeof myWeekPracticeSchema>;

/** A report of the student's that staff answered since the last visit. */
const myBugReplySchema = z.object({
  reportId: z.string(),
  title: z.string(),
  /** Replies since the last visit, and when the newest came. */
  count: z.number().int(),
  lastReplyAt: z.string(),
});
export type MyBugReply = z.output<typeof myBugReplySchema>;

/**
 * What is new since the last visit (`POST /api/me/seen` records one; before the first, the last
 * 7 days count as new). Unread messages come live from Firestore, not from here.
 */
const myNewsSchema = z.object({
  since: z.string(),
  announcements: z.object({ count: z.number().int(), latest: z.array(myAnnouncementSchema) }),
  /** Videos released this week (up to now), newest first. */
  videos: z.array(myVideoSchema),
  bugReplies: z.array(myBugReplySchema),
});
export type MyNews = z.output<typeof myNewsSchema>;

/** `GET /api/me/week`: the week's classes, its practice, its closed days and what is new. */
export const myWeekSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  today: z.string(),
  /** The school's clock ("HH:MM") when this was answered: a class of today that started is past. */
  time: z.string(),
  timeZone: z.string(),
  /** In date and start order; cancelled ones are kept, with their reason. */
  sessions: z.array(mySessionSchema),
  practice: myWeekPracticeSchema.nullable(),
  /** Days on which every one of the student's sessions is cancelled, with the (first) reason. */
  closedDays: z.array(z.object({ date: z.string(), reason: z.string() })),
  news: myNewsSchema,
});
export type MyWeek = z.output<typeof myWeekSchema>;
