import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerContext } from "../lib/handler-context";
import { directChatIds, type Chat } from "../shared/chat.schema";
import { chatRef } from "./chats.repository";

/** The individual chat between the caller and `uid`, or null when they have none yet. */
export async function findDirectChat({ ctx, input }: { ctx: HandlerContext; input: { uid: string } }) {
  const refs = directChatIds(ctx.actor.sub, input.uid).map(chatRef);
  const snaps = await db().getAll(...refs);
  const found = snaps.find((s) => s.exists);
  return found ? { ...(collections.chats.read(found) as Chat<string>), id: found.id } : null;
}
