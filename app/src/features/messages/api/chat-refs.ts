import type { Chat, ChatMessage, SentBy } from "@shared/chat.schema";
import { readChat, readMessage } from "@shared/chat-documents";
import {
  collection,
  doc,
  limit,
  limitToLast,
  orderBy,
  query,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from "firebase/firestore";
import { firestore } from "@/lib/live";

/*
 * Every Firestore ref and query of the app's messages, in one place, read as the console reads
 * them (the rules let a student read the chats they are a member of and their own users/{uid}).
 */
export const MESSAGE_PAGE = 50;

// A message just written here has no server time yet: estimate it so it sorts and shows at once.
const estimate: SnapshotOptions = { serverTimestamps: "estimate" };

function readOnly<T>(read: (d: DocumentData, id: string) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error("Read-only: written by the API or by sendMessage().");
    },
    fromFirestore: (snap: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      read(snap.data({ ...options, ...estimate }), snap.id),
  };
}

const chatConverter = readOnly<Chat>(readChat);
const messageConverter = readOnly<ChatMessage>(readMessage);

/** What a message from this person must carry: their own profile's exact name and photo. */
export const senderConverter = readOnly<SentBy>((d, uid) => ({
  uid,
  displayName: typeof d.displayName === "string" ? d.displayName : "",
  photoURL: typeof d.photoURL === "string" ? d.photoURL : null,
}));

const chatsCol = () => collection(firestore, "chats").withConverter(chatConverter);
export const chatRef = (id: string) => doc(firestore, "chats", id).withConverter(chatConverter);
export const rawChatRef = (id: string) => doc(firestore, "chats", id);
export const rawMessagesCol = (chatId: string) => collection(firestore, "chats", chatId, "messages");
export const senderRef = (uid: string) => doc(firestore, "users", uid).withConverter(senderConverter);

/** The caller's chats (those with messages, newest first; the support chat included). */
export const myChatsQuery = (uid: string) =>
  query(
    chatsCol(),
    where("members", "array-contains", uid),
    orderBy("recentMessage.sentAt", "desc"),
    limit(50),
  );

/**
 * Whether a guardian's chat is about `child`: the child's own conversations (a minor's chat names
 * them) and the guardian's support chat about them. A student's chats are all their own.
 */
export const isAboutChild = (chat: Chat, child: string | null) =>
  child === null || chat.studentId === child || (chat.minorStudentIds ?? []).includes(child);

/** The newest page of a conversation, oldest first for display. */
export const latestMessagesQuery = (chatId: string) =>
  query(rawMessagesCol(chatId).withConverter(messageConverter), orderBy("sentAt"), limitToLast(MESSAGE_PAGE));
