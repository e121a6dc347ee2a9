import type { Chat } from "@shared/chat.schema";
import { onSnapshot } from "firebase/firestore";
import { useEffect, useState } from "react";
import { senderRef } from "./chat-refs";

/**
 * The people a chat is with, as its title: the support chat is the school's; a named chat keeps its
 * name; otherwise the other members' names, without the reader and those who only read along (a
 * student's guardian, the school's second adult). `names` holds the names loaded so far.
 */
export function chatTitle(chat: Chat, me: string, names: Record<string, string>): string {
  if (chat.type === "support") return "School support";
  if (chat.name) return chat.name;
  const known = othersIn(chat, me).flatMap((uid) => names[uid] ?? []);
  return known.length > 0 ? known.join(", ") : "Chat";
}

function othersIn(chat: Chat, me: string): string[] {
  const along = new Set(chat.requiredReaders ?? []);
  return chat.members.filter((uid) => uid !== me && !along.has(uid));
}

/** The display names of the people `chats` are with (for `chatTitle`), live. */
export function useMemberNames(chats: Chat[], me: string): Record<string, string> {
  return useNames(chats.filter((c) => c.type !== "support" && !c.name).flatMap((c) => othersIn(c, me)));
}

/**
 * The display names of everyone in one chat but the reader, live: its title and its "Who can read
 * this" line read them from one listener per person.
 */
export function useChatNames(chat: Chat | null | undefined, me: string): Record<string, string> {
  return useNames(chat ? chat.members.filter((uid) => uid !== me) : []);
}

function useNames(people: string[]): Record<string, string> {
  const key = [...new Set(people)].sort().join(",");
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!key) return;
    const stops = key.split(",").map((uid) =>
      onSnapshot(
        senderRef(uid),
        (snap) => {
          const name = snap.data()?.displayName;
          if (name) setNames((known) => (known[uid] === name ? known : { ...known, [uid]: name }));
        },
        // A name that cannot be read leaves the title to the other names, or "Chat".
        () => undefined,
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [key]);
  return names;
}
