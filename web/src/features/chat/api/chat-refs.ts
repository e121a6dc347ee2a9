import { readChat, readMessage, storedDate } from "@shared/chat-documents";
import type { Chat, ChatMessage, SentBy } from "@shared/chat.schema";
import {
  collection,
  doc,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from "firebase/firestore";

/**
 * Every Firestore ref and query of the chat feature, in one place (one converter and one
 * ref per collection; screens never build queries). Timestamps become Dates here. Each takes the
 * Firestore instance that reactfire's `useFirestore()` provides (components/live-data.tsx).
 */
export const MESSAGE_PAGE = 50;
const CHAT_LIST_LIMIT = 100;
const SUPPORT_LIST_LIMIT = 100;

// Our own just-written message has no server time yet: estimate it so it sorts and shows at once.
const estimate: SnapshotOptions = { serverTimestamps: "estimate" };

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

const chatConverter = readOnly<Chat>("the API", readChat);
const messageConverter = readOnly<ChatMessage>("sendMessage()", readMessage);

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
    lastSeen: storedDate(d.lastSeen),
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
