import type { Chat, ChatAttachment, ChatMessage, RecentMessage, SentBy } from "./chat.schema";
import { isChatAttachmentType } from "./storage-path.schema";

/*
 * A chat and its messages as the app and the console read them straight from Firestore (the API
 * and the rules wrote them): Timestamps become Dates, and a missing or odd field reads as empty.
 * Each client wraps these in its own read-only converter.
 */

/**
 * A document's fields as the Firestore SDK hands them over (its `DocumentData`, whose fields are
 * `any`): these readers are where they get their types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Firestore's own DocumentData type
type StoredFields = { [field: string]: any };

/** A Timestamp (anything with `toDate()`, as the SDK returns one) as a Date; anything else, null. */
export function storedDate(value: unknown): Date | null {
  const toDate = (value as { toDate?: unknown } | null | undefined)?.toDate;
  return typeof toDate === "function" ? (toDate.call(value) as Date) : null;
}

/** Who sent a message, as the message (or the chat's recent message) stored it. */
const sentByFrom = (raw: StoredFields | undefined): SentBy => ({
  uid: raw?.uid ?? "",
  displayName: raw?.displayName ?? "",
  photoURL: raw?.photoURL ?? null,
});

function recentFrom(raw: StoredFields | null | undefined): RecentMessage | null {
  if (!raw || typeof raw.text !== "string") return null;
  return {
    text: raw.text,
    fileUrl: raw.fileUrl ?? null,
    sentBy: sentByFrom(raw.sentBy),
    sentAt: storedDate(raw.sentAt) ?? new Date(0),
  };
}

/** `chats/{id}`. */
export const readChat = (d: StoredFields, id: string): Chat => ({
  id,
  name: String(d.name ?? ""),
  type: d.type,
  members: Array.isArray(d.members) ? d.members : [],
  requiredReaders: Array.isArray(d.requiredReaders) ? d.requiredReaders : [],
  minorStudentIds: Array.isArray(d.minorStudentIds) ? d.minorStudentIds : [],
  ...(typeof d.studentId === "string" ? { studentId: d.studentId } : {}),
  createdBy: String(d.createdBy ?? ""),
  createdAt: storedDate(d.createdAt),
  photoURL: d.photoURL ?? null,
  recentMessage: recentFrom(d.recentMessage),
  unread: d.unread ?? {},
  status: d.status,
  assignee: d.assignee ?? null,
});

/** The rules checked the attachment when it was written; anything else reads as no file. */
function attachmentFrom(raw: unknown): ChatAttachment | null {
  if (!raw || typeof raw !== "object") return null;
  const a = raw as Record<string, unknown>;
  if (typeof a.path !== "string" || typeof a.contentType !== "string" || !isChatAttachmentType(a.contentType))
    return null;
  return {
    path: a.path,
    name: typeof a.name === "string" ? a.name : "file",
    contentType: a.contentType,
    size: typeof a.size === "number" ? a.size : 0,
  };
}

/** `chats/{chatId}/messages/{id}`. */
export const readMessage = (d: StoredFields, id: string): ChatMessage => ({
  id,
  text: String(d.text ?? ""),
  fileUrl: d.fileUrl ?? null,
  sentBy: sentByFrom(d.sentBy),
  attachment: attachmentFrom(d.attachment),
  sentAt: storedDate(d.sentAt),
});
