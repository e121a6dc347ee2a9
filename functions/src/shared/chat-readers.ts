import type { Chat } from "./chat.schema";

/**
 * One entry of a chat's "Who can read this" line: a member (by uid), marked when they are one of
 * the adults who must read a minor's chat along, or the school's staff (uid null) on a support chat.
 */
export interface ChatReader {
  key: string;
  uid: string | null;
  readsAlong: boolean;
}

/**
 * Who can read a chat, in the order the app and the console name them: every member, then on a
 * support chat the school's staff, who all read the support inbox. Nothing in a chat is private to
 * two people, and the line says so.
 */
export function chatReaders(chat: Pick<Chat, "members" | "requiredReaders" | "type">): ChatReader[] {
  const along = new Set(chat.requiredReaders ?? []);
  const readers = chat.members.map((uid) => ({ key: uid, uid, readsAlong: along.has(uid) }));
  return chat.type === "support"
    ? [...readers, { key: "school-staff", uid: null, readsAlong: false }]
    : readers;
}

/** The words for one reader, `name` being the member's own (unused for the school's staff). */
export function chatReaderText(reader: ChatReader, name: string): string {
  if (reader.uid === null) return "the school's staff";
  return reader.readsAlong ? `${name} (reads along)` : name;
}
