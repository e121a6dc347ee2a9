import type { Chat, ChatMessage, RecentMessage } from "@shared/chat.schema";
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
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from "firebase/firestore";
import { firestore } from "@/lib/firestore";

/**
 * Every Firestore ref and query of the chat feature, in one place (STYLE: one converter and one
 * ref per collection; screens never build queries). Timestamps become Dates here.
 */
export const MESSAGE_PAGE = 50;
const CHAT_LIST_LIMIT = 100;
const SUPPORT_LIST_LIMIT = 100;

const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);
// Our own just-written message has no server time yet: estimate it so it sorts and shows at once.
const estimate: SnapshotOptions = { serverTimestamps: "estimate" };

function recentFrom(raw: DocumentData | null | undefined): RecentMessage | null {
  if (!raw || typeof raw.text !== "string") return null;
  return {
    text: raw.text,
    fileUrl: raw.fileUrl ?? null,
    sentBy: { uid: raw.sentBy?.uid ?? "", displayName: raw.sentBy?.displayName ?? "", photoURL: raw.sentBy?.photoURL ?? null },
    sentAt: toDate(raw.sentAt) ?? new Date(0),
  };
}

const chatConverter: FirestoreDataConverter<Chat> = {
  toFirestore: () => {
    throw new Error("Chats are written by the API, not the browser.");
  },
  fromFirestore(snap: QueryDocumentSnapshot, options?: SnapshotOptions): Chat {
    const d = snap.data({ ...options, ...estimate });
    return {
      id: snap.id,
      name: String(d.name ?? ""),
      type: d.type,
      members: Array.isArray(d.members) ? d.members : [],
      createdBy: String(d.createdBy ?? ""),
      createdAt: toDate(d.createdAt),
      photoURL: d.photoURL ?? null,
      recentMessage: recentFrom(d.recentMessage),
      unread: d.unread ?? {},
      status: d.status,
      assignee: d.assignee ?? null,
    };
  },
};

const messageConverter: FirestoreDataConverter<ChatMessage> = {
  toFirestore: () => {
    throw new Error("Messages are written with sendMessage().");
  },
  fromFirestore(snap: QueryDocumentSnapshot, options?: SnapshotOptions): ChatMessage {
    const d = snap.data({ ...options, ...estimate });
    return {
      id: snap.id,
      text: String(d.text ?? ""),
      fileUrl: d.fileUrl ?? null,
      sentBy: { uid: d.sentBy?.uid ?? "", displayName: d.sentBy?.displayName ?? "", photoURL: d.sentBy?.photoURL ?? null },
      sentAt: toDate(d.sentAt),
    };
  },
};

/** The parts of `users/{uid}` chat shows: name, avatar, presence (SPEC §3). */
export interface ChatPerson {
  uid: string;
  displayName: string;
  photoURL: string | null;
  role: string | null;
  online: boolean;
  lastSeen: Date | null;
  isTyping: boolean;
}

const personConverter: FirestoreDataConverter<ChatPerson> = {
  toFirestore: () => {
    throw new Error("Presence is written by lib/presence.");
  },
  fromFirestore(snap: QueryDocumentSnapshot, options?: SnapshotOptions): ChatPerson {
    const d = snap.data(options);
    return {
      uid: snap.id,
      displayName: String(d.displayName || d.email || "Unknown"),
      photoURL: d.photoURL ?? null,
      role: d.role ?? null,
      online: d.status === "Online",
      lastSeen: toDate(d.lastSeen),
      isTyping: d.isTyping === true,
    };
  },
};

const chatsCol = () => collection(firestore, "chats").withConverter(chatConverter);
export const chatRef = (id: string) => doc(firestore, "chats", id).withConverter(chatConverter);
/** Without a converter: for the unread reset, a field-path update. */
export const rawChatRef = (id: string) => doc(firestore, "chats", id);
export const rawMessagesCol = (chatId: string) => collection(firestore, "chats", chatId, "messages");
const messagesCol = (chatId: string) => rawMessagesCol(chatId).withConverter(messageConverter);
export const personRef = (uid: string) => doc(firestore, "users", uid).withConverter(personConverter);

/** The user's chats with messages, newest first. */
export const myActiveChatsQuery = (uid: string) =>
  query(chatsCol(), where("members", "array-contains", uid), orderBy("recentMessage.sentAt", "desc"), limit(CHAT_LIST_LIMIT));

/** Chats just started (no message yet): an orderBy on recentMessage would leave them out. */
export const myNewChatsQuery = (uid: string) =>
  query(chatsCol(), where("members", "array-contains", uid), where("recentMessage", "==", null), limit(20));

export const supportChatsQuery = (status: "open" | "closed") =>
  query(chatsCol(), where("type", "==", "support"), where("status", "==", status), orderBy("recentMessage.sentAt", "desc"), limit(SUPPORT_LIST_LIMIT));

/** Open support chats nobody has taken yet (the side menu badge). */
export const unassignedSupportQuery = () =>
  query(chatsCol(), where("type", "==", "support"), where("status", "==", "open"), where("assignee", "==", null), limit(SUPPORT_LIST_LIMIT));

/** The newest page of a conversation, oldest first for display. */
export const latestMessagesQuery = (chatId: string) => query(messagesCol(chatId), orderBy("sentAt"), limitToLast(MESSAGE_PAGE));

/** The page before the oldest message shown. */
export const olderMessagesQuery = (chatId: string, before: QueryDocumentSnapshot) =>
  query(messagesCol(chatId), orderBy("sentAt"), endBefore(before), limitToLast(MESSAGE_PAGE));
