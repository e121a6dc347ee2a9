import type { NotificationTypeName } from "../shared/notification.schema";

/**
 * What notifies whom: one row per kind of notification, with its audience, its text, the screen it
 * opens and how urgent it is. Everything that sends a notification names a row of this table and
 * gives the row's parameters; nothing else decides wording, screens or channels.
 *
 * - `audience`: "family" (a student's or a guardian's app, `/app/`) or "staff" (the console).
 * - `urgency`: "high" notifications are mailed at once to someone without a device; "low" ones are
 *   collected into one daily digest mail instead.
 * - `defaultChannel`: where it goes until the person chooses (preferences): push, mail or both.
 * - `tag`: notifications with the same tag replace each other on the device (one conversation).
 *
 * Texts are plain text built from stored data: the service worker shows them as text and mail
 * escapes them, so nothing a user typed ever becomes markup.
 */
export type NotificationAudience = "family" | "staff";
export type NotificationUrgency = "high" | "low";
export type NotificationChannel = "push" | "mail" | "both";

export interface NotificationText {
  title: string;
  body: string;
  /** The screen it opens, a path inside the app (`/app/...`) or the console (`/...`). */
  url: string;
  /** Same tag, same slot on the device: a newer one replaces the older. */
  tag: string;
}

interface NotificationRow<P> {
  audience: NotificationAudience;
  label: string;
  urgency: NotificationUrgency;
  defaultChannel: NotificationChannel;
  text: (p: P) => NotificationText;
}

const clip = (s: string, max = 140) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function row<P>(r: NotificationRow<P>): NotificationRow<P> {
  return r;
}

export const NOTIFICATION_TYPES = {
  announcement: row<{ announcementId: string; title: string; school: string }>({
    audience: "family",
    label: "New announcements",
    urgency: "low",
    defaultChannel: "push",
    text: (p) => ({
      title: clip(p.school, 60),
      body: clip(p.title),
      url: "/app/announcements",
      tag: `announcement-${p.announcementId}`,
    }),
  }),
  chatMessage: row<{ chatId: string; sender: string; text: string; console: boolean }>({
    audience: "family",
    label: "Chat messages",
    urgency: "high",
    defaultChannel: "push",
    text: (p) => ({
      title: clip(p.sender || "New message", 60),
      body: clip(p.text || "Sent a file"),
      url: p.console ? "/chat/individual" : `/app/messages/${encodeURIComponent(p.chatId)}`,
      tag: `chat-${p.chatId}`,
    }),
  }),
  videosReleased: row<{ week: number; programName: string }>({
    audience: "family",
    label: "This week's videos",
    urgency: "low",
    defaultChannel: "push",
    text: (p) => ({
      title: "This week's videos are out",
      body: clip(`${p.programName}: week ${p.week}`),
      url: "/app/practice",
      tag: `videos-week-${p.week}`,
    }),
  }),
  bugReportUpdate: row<{ reportId: string; title: string; change: "reply" | "status"; status?: string }>({
    audience: "family",
    label: "Answers to your problem reports",
    urgency: "high",
    defaultChannel: "push",
    text: (p) => ({
      title: p.change === "reply" ? "New reply to your report" : "Your report was updated",
      body: clip(p.change === "reply" ? p.title : `${p.title}: ${p.status ?? ""}`),
      url: "/app/report",
      tag: `bug-${p.reportId}`,
    }),
  }),
  sessionCancelled: row<{ sessionId: string; title: string; when: string }>({
    audience: "family",
    label: "Cancelled sessions",
    urgency: "high",
    defaultChannel: "both",
    text: (p) => ({
      title: "Session cancelled",
      body: clip(`${p.title}, ${p.when}`),
      url: "/app/",
      tag: `session-${p.sessionId}`,
    }),
  }),
  waitlistOffer: row<{ offerId: string; title: string; until: string }>({
    audience: "family",
    label: "Waitlist offers",
    urgency: "high",
    defaultChannel: "both",
    text: (p) => ({
      title: "A place is free for you",
      body: clip(`${p.title}. Answer by ${p.until}.`),
      url: "/app/",
      tag: `offer-${p.offerId}`,
    }),
  }),
  waitlistOfferReminder: row<{ offerId: string; title: string; until: string }>({
    audience: "family",
    label: "Waitlist offer reminders",
    urgency: "high",
    defaultChannel: "both",
    text: (p) => ({
      title: "Your offer ends soon",
      body: clip(`${p.title}. It lapses ${p.until}.`),
      url: "/app/",
      tag: `offer-${p.offerId}`,
    }),
  }),
  makeUpBooked: row<{ bookingId: string; title: string; when: string }>({
    audience: "family",
    label: "Make-up bookings",
    urgency: "high",
    defaultChannel: "push",
    text: (p) => ({
      title: "Make-up class booked",
      body: clip(`${p.title}, ${p.when}`),
      url: "/app/",
      tag: `makeup-${p.bookingId}`,
    }),
  }),
  makeUpCancelled: row<{ bookingId: string; title: string; when: string }>({
    audience: "family",
    label: "Make-up cancellations",
    urgency: "high",
    defaultChannel: "both",
    text: (p) => ({
      title: "Make-up class cancelled",
      body: clip(`${p.title}, ${p.when}`),
      url: "/app/",
      tag: `makeup-${p.bookingId}`,
    }),
  }),
  supportChat: row<{ chatId: string; from: string; text: string; isNew: boolean }>({
    audience: "staff",
    label: "Support chats",
    urgency: "high",
    defaultChannel: "push",
    text: (p) => ({
      title: p.isNew ? `New support chat: ${clip(p.from, 50)}` : clip(p.from || "Support chat", 60),
      body: clip(p.text || "Sent a file"),
      url: "/support/chat",
      tag: `chat-${p.chatId}`,
    }),
  }),
  newBugReport: row<{ reportId: string; title: string; from: string }>({
    audience: "staff",
    label: "New problem reports",
    urgency: "low",
    defaultChannel: "push",
    text: (p) => ({
      title: "New problem report",
      body: clip(`${p.title} (${p.from})`),
      url: "/support/bug-reports",
      tag: `bug-${p.reportId}`,
    }),
  }),
  absencesToday: row<{ date: string; count: number }>({
    audience: "staff",
    label: "Today's reported absences",
    urgency: "low",
    defaultChannel: "push",
    text: (p) => ({
      title: "Absences reported for today",
      body: `${p.count} ${p.count === 1 ? "student is" : "students are"} absent from your sessions.`,
      url: "/students/attendance",
      tag: `absences-${p.date}`,
    }),
  }),
  attendanceNotTaken: row<{ sessionId: string; title: string; date: string }>({
    audience: "staff",
    label: "Attendance not taken",
    urgency: "high",
    defaultChannel: "push",
    text: (p) => ({
      title: "Attendance not taken",
      body: clip(`${p.title} ended an hour ago and has no attendance yet.`),
      url: "/students/attendance",
      tag: `attendance-${p.sessionId}`,
    }),
  }),
  absenceReported: row<{ absenceId: string; student: string; title: string; when: string }>({
    audience: "staff",
    label: "Absences reported ahead",
    urgency: "low",
    defaultChannel: "push",
    text: (p) => ({
      title: "Absence reported",
      body: clip(`${p.student} will miss ${p.title}, ${p.when}.`),
      url: "/students/attendance",
      tag: `absence-${p.absenceId}`,
    }),
  }),
  // The table and the API's list of types are the same set: a missing or extra row fails to compile.
} as const satisfies Record<NotificationTypeName, unknown>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export type NotificationParams<T extends NotificationType> =
  (typeof NOTIFICATION_TYPES)[T] extends NotificationRow<infer P> ? P : never;

export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

export const isNotificationType = (v: unknown): v is NotificationType =>
  typeof v === "string" && Object.hasOwn(NOTIFICATION_TYPES, v);

/** The text of one notification of `type`. */
export function notificationText<T extends NotificationType>(type: T, params: NotificationParams<T>) {
  return (NOTIFICATION_TYPES[type] as NotificationRow<NotificationParams<T>>).text(params);
}

/** The types that can reach each audience, in the table's order (preferences list these). */
export const NOTIFICATION_TYPE_NAMES_BY_AUDIENCE: Record<NotificationAudience, NotificationType[]> = {
  family: NOTIFICATION_TYPE_NAMES.filter((t) => NOTIFICATION_TYPES[t].audience === "family"),
  staff: NOTIFICATION_TYPE_NAMES.filter((t) => NOTIFICATION_TYPES[t].audience === "staff"),
};
