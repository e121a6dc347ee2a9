import { collections } from "../lib/collections";
import type { HandlerContext } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Chat } from "../shared/chat.schema";
import { findDirectChatOf } from "./chats.repository";

/**
 * GET /api/chats/direct/:uid: the individual chat between the caller and `uid`; 404 when they
 * have none (yet). Only a chat whose two members are exactly the caller and `uid` is answered.
 */
export async function findDirectChat({ ctx, input }: { ctx: HandlerContext; input: { uid: string } }) {
  const found = await findDirectChatOf(ctx.actor.sub, input.uid);
  if (!found) throw notFound("You have no conversation with this person yet.");
  return { ...(collections.chats.read(found) as Chat<string>), id: found.id };
}
