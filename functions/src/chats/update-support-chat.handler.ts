import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest, notFound } from "../lib/http-error";
import type { SupportAction } from "../shared/chat.schema";
import { addChatPeers } from "../users/users.repository";
import { chatRef } from "./chats.repository";

/**
 * Support inbox actions. Assigning makes the staff member a chat member (so the chat shows in
 * their own list and counts their unread messages) and a peer of the student (so the student may
 * read their name and presence); closing and reopening only flip `status`.
 */
export async function updateSupportChat({
  ctx,
  input,
}: HandlerArgs<{ chatId: string; action: SupportAction }>) {
  const me = ctx.actor.sub;
  const ref = chatRef(input.chatId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This support chat no longer exists.");
    const chat = snap.data() ?? {};
    if (chat.type !== "support")
      throw badRequest("Only support chats can be assigned, closed or reopened.", {
        chatId: "Not a support chat.",
      });

    const changes: Record<string, unknown> = { ...updatedFields(ctx.actor) };
    if (input.action === "assign") {
      changes.assignee = me;
      changes.members = FieldValue.arrayUnion(me);
      // A minor's chat is re-computed from its base members when guardians change: keep them too.
      if (Array.isArray(chat.baseMembers)) changes.baseMembers = FieldValue.arrayUnion(me);
    } else {
      changes.status = input.action === "close" ? "closed" : "open";
    }
    const args: unknown[] = [];
    for (const [key, value] of Object.entries(changes)) args.push(key, value);
    if (input.action === "assign" && typeof (chat.unread ?? {})[me] !== "number")
      args.push(new FieldPath("unread", me), 0);
    const [first, firstValue, ...rest] = args as [string, unknown, ...unknown[]];
    tx.update(ref, first, firstValue, ...rest);
    if (input.action === "assign") {
      const members: string[] = Array.isArray(chat.members) ? chat.members : [];
      addChatPeers(tx, members, [me]);
    }
    addAudit(tx, ctx.actor, {
      action: `chat.support.${input.action}`,
      resource: "chats",
      resourceId: ref.id,
      details: { previousAssignee: chat.assignee ?? null, previousStatus: chat.status ?? null },
    });
    return {
      id: ref.id,
      status: input.action === "assign" ? chat.status : input.action === "close" ? "closed" : "open",
      assignee: input.action === "assign" ? me : (chat.assignee ?? null),
    };
  });
}
