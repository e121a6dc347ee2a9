import type { Chat, ChatAttachment, ChatMessage, RecentMessage, SentBy } from "@shared/chat.schema";
import { isChatAttachmentType } from "@shared/storage-path.schema";
import {
  collection,
  doc,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from "firebase/firestore";

/**
 * Every Firestore ref and query of the chat feature, in one place (STYLE: one converter and one
 * ref per collection; screens never build queries). Timestamps become Dates here. Each takes the
 * Firestore instance that reactfire's `useFirestore()` provides (components/live-data.tsx).
 */
export const MESSAGE_PAGE = 50;
const CHAT_LIST_LIMIT = 100;
const SUPPORT_LIST_LIMIT = 100;

const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);
// Our own just-written message has no server time yet: estimate it so it sorts and shows at once.
const estimate: SnapshotOptions = { serverTimestamps: "estimate" };

/** Who sent a message, as the message (or the chat's recent message) stored it. */
const sentByFrom = (raw: DocumentData | undefined): SentBy => ({
  uid: raw?.uid ?? "",
  displayName: raw?.displayName ?? "",
  photoURL: raw?.photoURL ?? null,
});

function recentFrom(raw: DocumentData | null | undefined): RecentMessage | null {
  if (!raw || typeof raw.text !== "string") return null;
  return {
    text: raw.text,
    fileUrl: raw.fileUrl ?? null,
    sentBy: sentByFrom(raw.sentBy),
    sentAt: toDate(raw.sentAt) ?? new Date(0),
  };
}

/**
 * The converter of a collection the browser only reads (the API, or another module, writes it):
 * `read` gets the data, server times estimated, and the document's id.
 */
function readOnly<T>(writtenBy: string, read: (d: DocumentData, id: string) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error(`Written by ${writtenBy}, not through this converter.`);
    },
    fromFirestore: (snap: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      read(snap.data({ ...options, ...estimate }), snap.id),
  };
}

const chatConverter = readOnly<Chat>("the API", (d, id) => ({
  id,
  name: String(d.name ?? ""),
  type: d.type,
  members: Array.isArray(d.members) ? d.members : [],
  requiredReaders: Array.isArray(d.requiredReaders) ? d.requiredReaders : [],
  minorStudentIds: Array.isArray(d.minorStudentIds) ? d.minorStudentIds : [],
  createdBy: String(d.createdBy ?? ""),
  createdAt: toDate(d.createdAt),
  photoURL: d.photoURL ?? null,
  recentMessage: recentFrom(d.recentMessage),
  unread: d.unread ?? {},
  status: d.status,
  assignee: d.assignee ?? null,
}));

const messageConverter = readOnly<ChatMessage>("sendMessage()", (d, id) => ({
  id,
  text: String(d.text ?? ""),
  fileUrl: d.fileUrl ?? null,
  sentBy: sentByFrom(d.sentBy),
  attachment: attachmentFrom(d.attachment),
  sentAt: toDate(d.sentAt),
}));

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

/**
 * `users/{uid}`: the public profile chat shows, name, avatar and presence. It holds no
 * email or role (those are private, API-only).
 */
export interface ChatPerson {
  uid: string;
  displayName: string;
  photoURL: string | null;
  online: boolean;
  lastSeen: Date | null;
  isTyping: boolean;
  /** What this person's messages carry: the profile's exact name and photo, as the rules require. */
  asSender: SentBy;
}

const personConverter = readOnly<ChatPerson>("lib/presence", (d, uid) => {
  const name = typeof d.displayName === "string" ? d.displayName : "";
  const photoURL = typeof d.photoURL === "string" ? d.photoURL : null;
  return {
    uid,
    displayName: name || "Unknown",
    photoURL,
    online: d.status === "Online",
    lastSeen: toDate(d.lastSeen),
    isTyping: d.isTyping === true,
    asSender: { uid, displayName: name, photoURL },
  };
});

const chatsCol = (db: Firestore) => collection(db, "chats").withConverter(chatConverter);
export const chatRef = (db: Firestore, id: string) => doc(db, "chats", id).withConverter(chatConverter);
/** Without a converter: for the unread reset, a field-path update. */
export const rawChatRef = (db: Firestore, id: string) => doc(db, "chats", id);
export const rawMessagesCol = (db: Firestore, chatId: string) => collection(db, "chats", chatId, "messages");
const messagesCol = (db: Firestore, chatId: string) =>
  rawMessagesCol(db, chatId).withConverter(messageConverter);
export const personRef = (db: Firestore, uid: string) => doc(db, "users", uid).withConverter(personConverter);

/** The user's chats with messages, newest first. */
export const myActiveChatsQuery = (db: Firestore, uid: string) =>
  query(
    chatsCol(db),
    where("members", "array-contains", uid),
    orderBy("recentMessage.sentAt", "desc"),
    limit(CHAT_LIST_LIMIT),
  );

/** Chats just started (no message yet): an orderBy on recentMessage would leave them out. */
export const myNewChatsQuery = (db: Firestore, uid: string) =>
  query(chatsCol(db), where("members", "array-contains", uid), where("recentMessage", "==", null), limit(20));

export const supportChatsQuery = (db: Firestore, status: "open" | "closed") =>
  query(
    chatsCol(db),
    where("type", "==", "support"),
    where("status", "==", status),
    orderBy("recentMessage.sentAt", "desc"),
    limit(SUPPORT_LIST_LIMIT),
  );

/** Open support chats nobody has taken yet (the side menu badge). */
export const unassignedSupportQuery = (db: Firestore) =>
  query(
    chatsCol(db),
    where("type", "==", "support"),
    where("status", "==", "open"),
    where("assignee", "==", null),
    limit(SUPPORT_LIST_LIMIT),
  );

/** The newest page of a conversation, oldest first for display. */
export const latestMessagesQuery = (db: Firestore, chatId: string) =>
  query(messagesCol(db, chatId), orderBy("sentAt"), limitToLast(MESSAGE_PAGE));

/** The page before the oldest message shown. */
export const olderMessagesQuery = (db: Firestore, chatId: string, before: QueryDocumentSnapshot) =>
  query(messagesCol(db, chatId), orderBy("sentAt"), endBefore(before), limitToLast(MESSAGE_PAGE));
