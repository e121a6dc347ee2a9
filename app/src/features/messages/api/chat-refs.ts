import type { Chat, ChatMessage, SentBy } from "@shared/chat.schema";
import { isChatAttachmentType } from "@shared/storage-path.schema";
import {
  collection,
  doc,
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
import { firestore } from "@/lib/live";

/*
 * Every Firestore ref and query of the app's messages, in one place, read as the console reads
 * them (the rules let a student read the chats they are a member of and their own users/{uid}).
 */
export const MESSAGE_PAGE = 50;

const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);
// A message just written here has no server time yet: estimate it so it sorts and shows at once.
const estimate: SnapshotOptions = { serverTimestamps: "estimate" };

const sentByFrom = (raw: DocumentData | undefined): SentBy => ({
  uid: raw?.uid ?? "",
  displayName: raw?.displayName ?? "",
  photoURL: raw?.photoURL ?? null,
});

function readOnly<T>(read: (d: DocumentData, id: string) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error("Read-only: written by the API or by sendMessage().");
    },
    fromFirestore: (snap: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      read(snap.data({ ...options, ...estimate }), snap.id),
  };
}

const chatConverter = readOnly<Chat>((d, id) => ({
  id,
  name: String(d.name ?? ""),
  type: d.type,
  members: Array.isArray(d.members) ? d.members : [],
  requiredReaders: Array.isArray(d.requiredReaders) ? d.requiredReaders : [],
  minorStudentIds: Array.isArray(d.minorStudentIds) ? d.minorStudentIds : [],
  ...(typeof d.studentId === "string" ? { studentId: d.studentId } : {}),
  createdBy: String(d.createdBy ?? ""),
  createdAt: toDate(d.createdAt),
  photoURL: d.photoURL ?? null,
  recentMessage:
    d.recentMessage && typeof d.recentMessage.text === "string"
      ? {
          text: d.recentMessage.text,
          fileUrl: d.recentMessage.fileUrl ?? null,
          sentBy: sentByFrom(d.recentMessage.sentBy),
          sentAt: toDate(d.recentMessage.sentAt) ?? new Date(0),
        }
      : null,
  unread: d.unread ?? {},
  status: d.status,
}));

const messageConverter = readOnly<ChatMessage>((d, id) => {
  const a = d.attachment as Record<string, unknown> | null | undefined;
  const attachment =
    a &&
    typeof a.path === "string" &&
    typeof a.contentType === "string" &&
    isChatAttachmentType(a.contentType)
      ? {
          path: a.path,
          name: typeof a.name === "string" ? a.name : "file",
          contentType: a.contentType,
          size: typeof a.size === "number" ? a.size : 0,
        }
      : null;
  return {
    id,
    text: String(d.text ?? ""),
    fileUrl: d.fileUrl ?? null,
    sentBy: sentByFrom(d.sentBy),
    attachment,
    sentAt: toDate(d.sentAt),
  };
});

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
