import Papa from "papaparse";
import type { Timestamp } from "firebase-admin/firestore";
import { writeAudit } from "../lib/audit";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import type { ChatReview, ReviewMessage } from "../shared/chat.schema";
import { neutralize } from "../students/students-csv";
import { publicProfilesOf } from "../users/users.repository";
import { chatRef } from "./chats.repository";

/** More than any real conversation; a review reads the record whole, oldest first. */
const REVIEW_MAX_MESSAGES = 10_000;

/** An instant as "yyyy-MM-dd HH:mm:ss" on the school's clock. */
function zoneTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * An admin opens any conversation read-only (a complaint, a safeguarding concern): the reason is
 * required and the audit trail keeps it with who opened what. Nothing here writes to the chat, and
 * nobody in it is told: the record is the school's, and messages are never edited or deleted.
 */
export async function reviewChat(
  { ctx, input }: HandlerArgs<{ id: string; reason: string }>,
  action = "chat.review",
  extra: Record<string, unknown> = {},
): Promise<ChatReview> {
  const chat = await chatRef(input.id).get();
  if (!chat.exists) throw notFound("No such conversation.");
  const [settings, snaps] = await Promise.all([
    schoolSettings(),
    chat.ref.collection("messages").orderBy("sentAt").limit(REVIEW_MAX_MESSAGES).get(),
  ]);
  const timeZone = settings.school.timeZone;
  const members = (chat.get("members") as string[] | undefined) ?? [];
  const profiles = members.length ? await publicProfilesOf(members) : new Map();
  const messages: ReviewMessage[] = snaps.docs.map((m) => {
    const sentAt = (m.get("sentAt") as Timestamp | null)?.toDate() ?? null;
    const heldSince = (m.get("heldSince") as Timestamp | undefined)?.toDate();
    return {
      id: m.id,
      at: sentAt ? zoneTime(sentAt, timeZone) : "",
      sentAt: sentAt?.toISOString() ?? null,
      sender: String(m.get("sentBy.displayName") ?? ""),
      senderUid: String(m.get("sentBy.uid") ?? ""),
      text: String(m.get("text") ?? ""),
      attachmentName: (m.get("attachment.name") as string | undefined) ?? null,
      link: (m.get("fileUrl") as string | null | undefined) ?? null,
      heldFrom: heldSince ? zoneTime(heldSince, timeZone) : null,
    };
  });
  await writeAudit(ctx.actor, {
    action,
    resource: "chats",
    resourceId: chat.id,
    details: { reason: input.reason, messages: messages.length, ...extra },
  });
  return {
    chat: {
      id: chat.id,
      name: String(chat.get("name") ?? ""),
      type: String(chat.get("type") ?? ""),
      members: members.map((uid) => ({
        uid,
        displayName: String(profiles.get(uid)?.get("displayName") ?? ""),
      })),
    },
    timeZone,
    openedAt: zoneTime(ctx.now, timeZone),
    messages,
  };
}

const COLUMNS = [
  "Time",
  "Time zone",
  "Sender",
  "Sender id",
  "Message",
  "Attachment",
  "Link",
  "Written (held)",
];

/** The same record as CSV (UTF-8 with a byte order mark), every cell neutralised. */
export async function exportChatCsv(args: HandlerArgs<{ id: string; reason: string }>) {
  const review = await reviewChat(args, "chat.export", { format: "csv" });
  const data = review.messages.map((m) =>
    [
      m.at,
      review.timeZone,
      m.sender,
      m.senderUid,
      m.text,
      m.attachmentName ?? "",
      m.link ?? "",
      m.heldFrom ?? "",
    ].map(neutralize),
  );
  return {
    filename: `conversation-${review.chat.id}.csv`,
    content: `\uFEFF${Papa.unparse({ fields: COLUMNS, data }, { newline: "\r\n" })}`,
  };
}
