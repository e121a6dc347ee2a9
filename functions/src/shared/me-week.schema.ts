import { z } from "zod";
import type { MyAnnouncement } from "./me-feed.schema";
import { isoDateField } from "./program.schema";
import type { MyVideo } from "./video.schema";

/** `GET /api/me/week?date=YYYY-MM-DD`: the week holding `date` (default: today in the school's zone). */
export const myWeekQuerySchema = z.object({ date: isoDateField.optional() }).strict();
export type MyWeekQuery = z.output<typeof myWeekQuerySchema>;

export const MY_SESSION_STATUSES = ["scheduled", "cancelled"] as const;
export type MySessionStatus = (typeof MY_SESSION_STATUSES)[number];

/** One class of the week: a weekly session of the student's group, or the Friday practice. */
export interface MySession {
  /** `schedule:<id>` or `practice:<id>`, unique within a date. */
  key: string;
  kind: "class" | "practice";
  /** A civil date and wall-clock times in the school's zone. */
  date: string;
  start: string;
  end: string;
  title: string;
  groupName: string | null;
  programName: string | null;
  room: string;
  /** The teacher's display name (a practice is run by its groups' teachers: null). */
  instructor: string | null;
  status: MySessionStatus;
  cancelReason: string | null;
}

/** The week's Friday practice, with what it works on. */
export interface MyWeekPractice {
  date: string;
  start: string;
  end: string;
  title: string;
  focus: string;
  location: string;
  status: MySessionStatus;
  cancelReason: string | null;
}

/** A report of the student's that staff answered since the last visit. */
export interface MyBugReply {
  reportId: string;
  title: string;
  /** Replies since the last visit, and when the newest came. */
  count: number;
  lastReplyAt: string;
}

/**
 * What is new since the last visit (`POST /api/me/seen` records one; before the first, the last
 * 7 days count as new). Unread messages come live from Firestore, not from here.
 */
export interface MyNews {
  since: string;
  announcements: { count: number; latest: MyAnnouncement[] };
  /** Videos released this week (up to now), newest first. */
  videos: MyVideo[];
  bugReplies: MyBugReply[];
}

export interface MyWeek {
  weekStart: string;
  weekEnd: string;
  today: string;
  timeZone: string;
  /** In date and start order; cancelled ones are kept, with their reason. */
  sessions: MySession[];
  practice: MyWeekPractice | null;
  /** Days on which every one of the student's sessions is cancelled, with the (first) reason. */
  closedDays: { date: string; reason: string }[];
  news: MyNews;
}
