import type { QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { ChatOverview, ListAllChatsQuery } from "../shared/chat.schema";
import { publicProfilesOf } from "../users/users.repository";
import { chatsByActivity } from "./chats.repository";

const membersOf = (doc: QueryDocumentSnapshot) => (doc.get("members") as string[] | undefined) ?? [];

/**
 * GET /api/chats/all (admins): every conversation, including staff members' chats with students
 * the admin is not in, so any of them can be opened for review. Ordered by the last message: a
 * chat nobody has written in yet has nothing to review and is not listed. Members' names come
 * from their public profiles, read in one batch for the whole page.
 */
export async function listAllChats({
  ctx,
  input: { limit, cursor },
}: HandlerArgs<ListAllChatsQuery>): Promise<ListPage<ChatOverview>> {
  const { docs, nextCursor } = await pageOf(chatsByActivity(), {
    limit,
    cursor,
    collection: "chats",
    scope: cursorScope("chats-all", ctx.actor.sub, {}),
  });
  const uids = [...new Set(docs.flatMap(membersOf))];
  const profiles = uids.length ? await publicProfilesOf(uids) : new Map();
  const data = docs.map((doc): ChatOverview => {
    const minors = (doc.get("minorStudentIds") as string[] | undefined) ?? [];
    const at = doc.get("recentMessage.sentAt") as Timestamp | null | undefined;
    return {
      id: doc.id,
      type: String(doc.get("type") ?? ""),
      name: String(doc.get("name") ?? ""),
      members: membersOf(doc).map((uid) => ({
        uid,
        displayName: String(profiles.get(uid)?.get("displayName") ?? ""),
      })),
      hasMinor: minors.length > 0,
      lastActivityAt: at?.toDate().toISOString() ?? null,
    };
  });
  return { data, nextCursor };
}
