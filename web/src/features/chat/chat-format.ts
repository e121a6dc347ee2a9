import type { Chat } from "@shared/chat.schema";
import { formatDistanceToNowStrict } from "date-fns";

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
