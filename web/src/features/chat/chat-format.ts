import type { Chat } from "@shared/chat.schema";
import { format, formatDistanceToNowStrict, isSameDay, isToday, isYesterday } from "date-fns";

/** The other person of an individual or support chat (for a staff reader: the student). */
export function otherMember(chat: Chat, me: string): string | null {
  if (chat.type === "group") return null;
  return chat.members.find((m) => m !== me) ?? null;
}

/** A chat's title: group and support chats have a name; individual chats show the other person. */
export function chatTitle(chat: Chat, otherName: string | null | undefined): string {
  if (chat.type === "individual") return otherName || chat.name || "Conversation";
  return chat.name || (chat.type === "support" ? "Support" : "Group");
}

/** The time beside a chat in the list: today's time, "Yesterday", or the date. */
export function listTime(date: Date | null | undefined): string {
  if (!date) return "";
  if (isToday(date)) return format(date, "HH:mm");
  if (isYesterday(date)) return "Yesterday";
  return format(date, "MMM d");
}

export function dayLabel(date: Date): string {
  if (isToday(date)) return "Today";
  if (isYesterday(date)) return "Yesterday";
  return format(date, "EEEE, MMMM d, yyyy");
}

export const sameDay = (a: Date, b: Date) => isSameDay(a, b);

export function lastSeenText(online: boolean, lastSeen: Date | null): string {
  if (online) return "Online";
  if (!lastSeen) return "Offline";
  return `last seen ${formatDistanceToNowStrict(lastSeen, { addSuffix: true })}`;
}

/** Below this width the chat screens show the list or the conversation, one at a time. */
export const NARROW = "(max-width: 767px)";

/** A support chat staff closed: read-only to the student (rules) until staff reopen it. */
export const isClosedSupport = (chat: Pick<Chat, "type" | "status">) =>
  chat.type === "support" && chat.status === "closed";

export const CLOSED_SUPPORT_REASON = "This support chat is closed. Reopen it to reply.";
