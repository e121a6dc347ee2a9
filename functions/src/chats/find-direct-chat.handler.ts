import { docToJson } from "../lib/serialize";
import { directChatIds, type Chat } from "../shared/chat.schema";
import type { SessionClaims } from "../shared/session";
import { chatRef } from "./chats.repository";

/** The individual chat between the caller and `uid`, or null when they have none yet. */
export async function findDirectChat({ ctx, input }: { ctx: { session: SessionClaims }; input: { uid: string } }) {
  const refs = directChatIds(ctx.session.sub, input.uid).map(chatRef);
  const snaps = await chatRef("_").firestore.getAll(...refs);
  const found = snaps.find((s) => s.exists);
  return found ? { ...docToJson<Chat<string>>(found), id: found.id } : null;
}
