import { logger } from "firebase-functions";
import type { Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { audienceSchema } from "../shared/announcement.schema";
import { CONSOLE_ROLES } from "../shared/roles";
import { schoolName } from "../announcements/announcements.repository";
import { accountsOfAudience, staffAccounts } from "./audiences";
import { notify } from "./notify";

/**
 * The school's events, told as notifications: each names its row of the table (notification-types.ts)
 * and who is told. A notification must never fail the action that caused it (publishing, a reply):
 * an error is logged and the action stands.
 */
async function safely(what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (err) {
    logger.error(`Notification not recorded: ${what}`, { error: String(err) });
  }
}

/** A published announcement: every app account of its audience (students and their guardians). */
export function announcementPublished(id: string, now: Date) {
  return safely(`announcement ${id}`, async () => {
    const snap = await collections.announcements.ref(id).get();
    const publishAt = snap.get("publishAt") as Timestamp | null;
    if (!snap.exists || snap.get("archived") === true || !publishAt || publishAt.toMillis() > now.getTime())
      return;
    const audience = audienceSchema.safeParse(snap.get("audience"));
    if (!audience.success) return;
    const [recipients, school] = await Promise.all([accountsOfAudience(audience.data), schoolName()]);
    await notify({
      type: "announcement",
      recipients,
      params: { announcementId: id, title: String(snap.get("title") ?? ""), school },
      key: `announcement-${id}`,
      now,
    });
  });
}

/** A staff reply or a status change on a report: its reporter. */
export function bugReportChanged(id: string, change: "reply" | "status", now: Date, eventKey: string) {
  return safely(`bug report ${id}`, async () => {
    const snap = await collections.bugReports.ref(id).get();
    const uid = snap.get("reporter.uid");
    if (!snap.exists || typeof uid !== "string") return;
    await notify({
      type: "bugReportUpdate",
      recipients: [uid],
      params: {
        reportId: id,
        title: String(snap.get("title") ?? ""),
        change,
        status: String(snap.get("status") ?? ""),
      },
      key: `bug-${id}-${eventKey}`,
      now,
    });
  });
}

/** A new report: every staff member. */
export function bugReportFiled(id: string, now: Date) {
  return safely(`new bug report ${id}`, async () => {
    const snap = await collections.bugReports.ref(id).get();
    if (!snap.exists) return;
    await notify({
      type: "newBugReport",
      recipients: await staffAccounts(),
      params: {
        reportId: id,
        title: String(snap.get("title") ?? ""),
        from: String(snap.get("reporter.displayName") ?? ""),
      },
      key: `bug-new-${id}`,
      now,
    });
  });
}

/** How long after their last sign of life someone still counts as having the app open. */
const PRESENCE_FRESH_MS = 2 * 60 * 1000;

/**
 * A chat message: each other member who does not have the app or console open right now (their
 * presence is "Online" and fresh: an open app shows the message in its own list). Students and
 * guardians get `chatMessage`; in a support chat, staff get `supportChat` (the assigned member
 * only, or everyone while nobody is assigned), and a chat's first message is a "new support chat".
 */
export function chatMessageCreated(input: {
  chatId: string;
  messageId: string;
  senderUid: string;
  senderName: string;
  text: string;
  chat: Record<string, unknown>;
  firstMessage: boolean;
  now: Date;
}) {
  return safely(`chat ${input.chatId}`, async () => {
    const members = (Array.isArray(input.chat.members) ? input.chat.members : []).filter(
      (m): m is string => typeof m === "string" && m !== input.senderUid,
    );
    const isSupport = input.chat.type === "support";
    const assigned = typeof input.chat.assignee === "string" ? input.chat.assignee : null;
    const staff = isSupport ? (assigned ? [assigned] : await staffAccounts()) : [];
    const candidates = [...new Set([...members, ...staff])].filter((uid) => uid !== input.senderUid);
    if (candidates.length === 0) return;
    const db = collections.users.col().firestore;
    const [publics, privates] = await Promise.all([
      db.getAll(...candidates.map((uid) => collections.users.ref(uid))),
      db.getAll(...candidates.map((uid) => collections.userProfiles.ref(uid))),
    ]);
    const family: string[] = [];
    const team: string[] = [];
    candidates.forEach((uid, i) => {
      const presence = publics[i];
      const seen = presence?.get("lastSeen") as Timestamp | null | undefined;
      const open =
        presence?.get("status") === "Online" &&
        !!seen &&
        typeof seen.toMillis === "function" &&
        input.now.getTime() - seen.toMillis() < PRESENCE_FRESH_MS;
      if (open) return;
      const role = privates[i]?.get("role");
      if (CONSOLE_ROLES.includes(role)) team.push(uid);
      else family.push(uid);
    });
    const key = `chat-${input.chatId}-${input.messageId}`;
    await notify({
      type: "chatMessage",
      recipients: family,
      params: { chatId: input.chatId, sender: input.senderName, text: input.text, console: false },
      key,
      now: input.now,
    });
    if (isSupport)
      await notify({
        type: "supportChat",
        recipients: team,
        params: { chatId: input.chatId, from: input.senderName, text: input.text, isNew: input.firstMessage },
        key,
        now: input.now,
      });
  });
}
