import { FieldPath } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import { upgradeChat } from "./chat-safeguarding";
import { chatRef, chatsCol } from "./chats.repository";

const PAGE = 200;

/**
 * The migration of chats made before safeguarding and quiet hours (no `studentMembers`, a minor
 * without `minorStudentIds`): every chat, a page at a time in id order, goes through upgradeChat,
 * the same computation chat creation uses. Idempotent: a chat already up to date is not written,
 * so a second run reports `upgraded: 0`. Run by `npm start` on kept local data and by
 * scripts/upgrade-chats.mjs on a deployed project; `ids` limits it to those chats (one chat a
 * school asks about, a test's own).
 */
export async function upgradeOlderChats(
  now: Date,
  ids?: readonly string[],
): Promise<{ checked: number; upgraded: number }> {
  let checked = 0;
  let upgraded = 0;
  if (ids) {
    const chats = ids.length ? await db().getAll(...ids.map((id) => chatRef(id))) : [];
    for (const chat of chats.filter((c) => c.exists)) {
      checked += 1;
      if (await upgradeChat(chat, now)) upgraded += 1;
    }
    return { checked, upgraded };
  }
  let after: string | null = null;
  for (;;) {
    let query = chatsCol().orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const chat of page.docs) {
      checked += 1;
      if (await upgradeChat(chat, now)) upgraded += 1;
    }
    if (page.size < PAGE) break;
    after = page.docs[page.docs.length - 1]!.id;
  }
  return { checked, upgraded };
}
