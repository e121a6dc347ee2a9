import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import type { HandlerArgs, HandlerContext } from "../lib/handler-context";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { schoolQuietHours } from "../lib/school-quiet-hours";
import type { DeliveryOutlook, MessageDelivery, SentBy, StaffMessageInput } from "../shared/chat.schema";
import { quietHoursEnd } from "../shared/safeguarding";
import { clockIn } from "../shared/school-calendar";
import { STORAGE_FOLDERS } from "../shared/storage-path.schema";
import { publicProfileRef } from "../users/users.repository";
import { studentUidsAmong } from "./chat-safeguarding";
import { chatRef } from "./chats.repository";
import { holdMessage, messageFields } from "./held-messages";

/**
 * Staff write to chats through here (the console's composer), never straight to Firestore into a
 * chat with students: firestore.rules refuse that (`studentMembers`), so a modified client cannot
 * skip the quiet hours. The checks are the rules' own for a member's message: the caller is a
 * member (or staff on a support chat) and a minor's chat still has its readers.
 */
async function chatToWriteIn(ctx: HandlerContext, id: string): Promise<DocumentSnapshot> {
  const chat = await chatRef(id).get();
  if (!chat.exists) throw notFound("No such conversation.");
  const members = (chat.get("members") as string[] | undefined) ?? [];
  if (!members.includes(ctx.actor.sub) && chat.get("type") !== "support")
    throw forbidden("You are not in this conversation.");
  const minors = (chat.get("minorStudentIds") as string[] | undefined) ?? [];
  const readers = (chat.get("requiredReaders") as string[] | undefined) ?? [];
  if (minors.length > 0 && (readers.length === 0 || !readers.every((r) => members.includes(r))))
    throw conflict(
      "This conversation with a minor has lost the adults who must read along (a guardian or the second adult), so it takes no messages.",
    );
  return chat;
}

/** The students in a chat: from the chat when the API wrote it, else from the members' roles. */
async function hasStudents(chat: DocumentSnapshot): Promise<boolean> {
  const stored = chat.get("studentMembers") as string[] | undefined;
  if (Array.isArray(stored)) return stored.length > 0;
  return (await studentUidsAmong((chat.get("members") as string[] | undefined) ?? [])).length > 0;
}

async function outlookOf(chat: DocumentSnapshot, now: Date): Promise<DeliveryOutlook> {
  const none = { held: false, deliverAt: null, deliverAtLocal: null };
  if (!(await hasStudents(chat))) return none;
  const { quiet, timeZone } = await schoolQuietHours();
  const end = quietHoursEnd(now, timeZone, quiet);
  return end ? { held: true, deliverAt: end.toISOString(), deliverAtLocal: clockIn(timeZone, end) } : none;
}

/** `GET /api/chats/:id/delivery`: what the composer says before sending ("delivered at 07:00"). */
export async function deliveryOutlook({ ctx, input }: HandlerArgs<{ id: string }>): Promise<DeliveryOutlook> {
  return outlookOf(await chatToWriteIn(ctx, input.id), ctx.now);
}

/**
 * `POST /api/chats/:id/messages`: posts a staff message now, or, into a chat with students during
 * the school's quiet hours, holds it until they end (held-messages.ts). Students and guardians
 * write straight to Firestore and are never held.
 */
export async function sendStaffMessage({
  ctx,
  input,
}: HandlerArgs<StaffMessageInput & { id: string }>): Promise<MessageDelivery> {
  const chat = await chatToWriteIn(ctx, input.id);
  const uid = ctx.actor.sub;
  if (input.attachment && !input.attachment.path.startsWith(STORAGE_FOLDERS.chatAttachments(chat.id, uid)))
    throw conflict("Upload the file into this conversation first.", {
      "attachment.path": "Not a file of yours in this conversation.",
    });
  // The name and photo on a message are the sender's own profile's, as the rules require.
  const profile = await publicProfileRef(uid).get();
  const sentBy: SentBy = {
    uid,
    displayName: String(profile.get("displayName") ?? ctx.actor.name ?? ""),
    photoURL: (profile.get("photoURL") as string | null | undefined) ?? null,
  };
  const message = { text: input.text, attachment: input.attachment, sentBy };
  const outlook = await outlookOf(chat, ctx.now);
  if (outlook.held && outlook.deliverAt) {
    const id = await holdMessage(
      { chatId: chat.id, ...message, deliverAt: new Date(outlook.deliverAt) },
      ctx.now,
    );
    return { id, ...outlook };
  }
  const ref = chat.ref.collection("messages").doc();
  await ref.create({ ...messageFields(message), sentAt: FieldValue.serverTimestamp() });
  return { id: ref.id, ...outlook };
}
