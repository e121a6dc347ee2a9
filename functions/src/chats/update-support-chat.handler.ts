import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { badRequest, notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { SupportAction } from "../shared/chat.schema";
import type { SessionClaims } from "../shared/session";
import { chatRef } from "./chats.repository";

/**
 * Support inbox actions. Assigning makes the staff member a chat member (so the chat shows in
 * their own list and counts their unread messages); closing and reopening only flip `status`.
 */
export async function updateSupportChat({ ctx, input }: { ctx: { session: SessionClaims }; input: { chatId: string; action: SupportAction } }) {
  const me = ctx.session.sub;
  const ref = chatRef(input.chatId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This support chat no longer exists.");
    const chat = snap.data() ?? {};
    if (chat.type !== "support") throw badRequest("Only support chats can be assigned, closed or reopened.", { chatId: "Not a support chat." });

    const changes: Record<string, unknown> = { ...updatedFields(ctx.session) };
    if (input.action === "assign") {
      changes.assignee = me;
      changes.members = FieldValue.arrayUnion(me);
    } else {
      changes.status = input.action === "close" ? "closed" : "open";
    }
    const args: unknown[] = [];
    for (const [key, value] of Object.entries(changes)) args.push(key, value);
    if (input.action === "assign" && typeof (chat.unread ?? {})[me] !== "number") args.push(new FieldPath("unread", me), 0);
    const [first, firstValue, ...rest] = args as [string, unknown, ...unknown[]];
    tx.update(ref, first, firstValue, ...rest);
    addAudit(tx, ctx.session, { action: `chat.support.${input.action}`, resource: "chats", resourceId: ref.id, details: { previousAssignee: chat.assignee ?? null, previousStatus: chat.status ?? null } });
    return { id: ref.id, status: input.action === "assign" ? chat.status : input.action === "close" ? "closed" : "open", assignee: input.action === "assign" ? me : (chat.assignee ?? null) };
  });
}
