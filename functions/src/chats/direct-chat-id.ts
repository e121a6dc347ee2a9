import { createHash } from "node:crypto";

/**
 * The id of the one individual chat between two people: a hash of the sorted pair joined by "/",
 * which no uid can contain (uids are document ids). The same two people always get the same id,
 * whichever of them asks, and no other pair can: unlike `dm-<a>-<b>`, where a "-" inside a uid let
 * `dm-x-y-z` be the chat of x and y-z or of x-y and z.
 */
export function directChatId(a: string, b: string): string {
  const [first, second] = [a, b].sort() as [string, string];
  return `dm_${createHash("sha256").update(`${first}/${second}`).digest("hex").slice(0, 40)}`;
}

/**
 * Where chats made before that id may be: `dm-<a>-<b>` in either order (the seed put the staff
 * member first). Ambiguous, so such a chat counts only when `isDirectChatOf` the two.
 */
export function legacyDirectChatIds(a: string, b: string): [string, string] {
  return [`dm-${a}-${b}`, `dm-${b}-${a}`];
}

/**
 * Whether a stored chat is the individual chat of exactly these two people (a minor's chat also
 * has the adults who read along: its `baseMembers` are the two).
 */
export function isDirectChatOf(
  chat: { type?: unknown; members?: unknown; baseMembers?: unknown } | undefined,
  a: string,
  b: string,
) {
  const members = Array.isArray(chat?.baseMembers) ? chat.baseMembers : chat?.members;
  return (
    chat?.type === "individual" &&
    Array.isArray(members) &&
    members.length === 2 &&
    a !== b &&
    members.includes(a) &&
    members.includes(b)
  );
}
