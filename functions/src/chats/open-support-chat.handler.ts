import { addAudit, createdFields } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { tooManyRequests } from "../lib/http-error";
import { consumeRateLimitsIn } from "../lib/rate-limit";
import type { Chat } from "../shared/chat.schema";
import { safeguardingFields, safeguardingFor } from "./chat-safeguarding";
import { chatsCol } from "./chats.repository";

/** A student may open this many support chats a day; returning the open one is free. */
export const SUPPORT_CHATS_PER_DAY = 5;
const DAY_MS = 86_400_000;

/**
 * `POST /api/me/support-chat`: the student's open support chat, or a new one when none is open
 * (`created` says which). The student writes the messages through Firestore as in any chat they
 * are a member of; staff see it in the support inbox, unassigned. Finding the open chat, counting
 * the day's limit and creating it are one transaction, so two taps never open two chats.
 * A minor's support chat has their guardians (or the second adult) in it, as any chat with a minor;
 * a guardian opens their own support chat about the child they act for (`studentId`).
 */
export async function openSupportChat({
  ctx,
}: HandlerArgs<Record<string, never>, StudentContext>): Promise<{ chat: Chat<string>; created: boolean }> {
  const uid = ctx.actor.sub;
  const studentId = ctx.student.id;
  const guardian = ctx.actor.role === "guardian";
  const open = chatsCol()
    .where("type", "==", "support")
    .where("createdBy", "==", uid)
    .where("status", "==", "open")
    .limit(20);
  const safeguarding = guardian
    ? { minorStudentIds: [], requiredReaders: [] }
    : await safeguardingFor([uid], ctx.now);
  const child = guardian ? await collections.students.ref(studentId).get() : null;
  return db().runTransaction(async (tx) => {
    const [found, profile] = await Promise.all([tx.get(open), tx.get(collections.users.ref(uid))]);
    // A guardian of two children has one open support chat per child.
    const existing = found.docs.find((d) => !guardian || d.get("studentId") === studentId);
    if (existing)
      return {
        chat: { ...(collections.chats.read(existing) as Chat<string>), id: existing.id },
        created: false,
      };

    const allowed = await consumeRateLimitsIn(
      tx,
      [{ key: `support-chat:${uid}`, max: SUPPORT_CHATS_PER_DAY, windowMs: DAY_MS }],
      ctx.now.getTime(),
    );
    if (!allowed) {
      throw tooManyRequests(
        `You can open at most ${SUPPORT_CHATS_PER_DAY} support chats a day. Please write in your last one, or try again tomorrow.`,
      );
    }
    const ref = chatsCol().doc();
    const name = String(profile.get("displayName") ?? "") || ctx.actor.name || "Student";
    const childName = child
      ? `${String(child.get("firstName") ?? "")} ${String(child.get("lastName") ?? "")}`
      : "";
    const about = child ? ` (for ${childName.trim()})` : "";
    const members = [uid, ...safeguarding.requiredReaders.filter((r) => r !== uid)];
    const data = {
      name: `Support: ${name}${about}`,
      type: "support",
      members,
      photoURL: null,
      recentMessage: null,
      unread: Object.fromEntries(members.map((m) => [m, 0])),
      status: "open",
      assignee: null,
      studentId,
      // A student's support chat: staff answers go through the API (quiet hours); a guardian's: direct.
      studentMembers: guardian ? [] : [uid],
      ...safeguardingFields([uid], safeguarding),
      ...createdFields(ctx.actor),
    };
    tx.create(ref, data);
    addAudit(tx, ctx.actor, { action: "chat.support.open", resource: "chats", resourceId: ref.id });
    const at = ctx.now.toISOString();
    const chat = { ...data, id: ref.id, createdAt: at, updatedAt: at, createdBy: uid, updatedBy: uid };
    return { chat: chat as unknown as Chat<string>, created: true };
  });
}
