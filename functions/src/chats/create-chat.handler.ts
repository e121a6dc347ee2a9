import { addAudit, createdFields } from "../lib/audit";
import { assertExist, collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest, conflict } from "../lib/http-error";
import type { Chat, CreateChatInput } from "../shared/chat.schema";
import { addChatPeers } from "../users/users.repository";
import { safeguardingFields, safeguardingFor, studentUidsAmong } from "./chat-safeguarding";
import { chatRef, chatsCol, findDirectChatOf } from "./chats.repository";
import { directChatId } from "./direct-chat-id";

type Result = { chat: Chat<string>; created: boolean };

/**
 * Creates an individual or group chat. An individual chat has a deterministic id from the two
 * uids (direct-chat-id.ts), so asking twice (or from two tabs) reuses the one conversation instead
 * of making another; so does one made before that id, under its older id.
 * The members become each other's chat peers, which is what lets a student read their profiles.
 * A chat with a minor also takes in the minor's guardians, or the second adult (chat-safeguarding.ts);
 * a minor whose guardian opted out of direct messages from staff cannot be messaged (409).
 */
export async function createChat({ ctx, input }: HandlerArgs<CreateChatInput>): Promise<Result> {
  const me = ctx.actor.sub;
  const others =
    input.type === "individual" ? [input.memberUid] : [...new Set(input.memberUids)].filter((u) => u !== me);
  if (input.type === "individual" && input.memberUid === me) {
    throw badRequest("You cannot start a conversation with yourself.", { memberUid: "Choose someone else." });
  }
  if (others.length === 0)
    throw badRequest("Add at least one other member.", { memberUids: "Add at least one other member." });

  const safeguarding = await safeguardingFor(others, ctx.now);
  await refuseOptedOut(safeguarding.minorStudentIds);
  // Staff messages into a chat with students go through the API (quiet hours): the rules read this.
  const studentMembers = await studentUidsAmong(others);
  return db().runTransaction(async (tx) => {
    // Everyone in a chat has a public profile (users/{uid}): that is what a member reads.
    await assertExist("users", others, input.type === "individual" ? "memberUid" : "memberUids", tx);

    const base = [me, ...others];
    const members = [...new Set([...base, ...safeguarding.requiredReaders])];
    let ref = chatsCol().doc();
    if (input.type === "individual") {
      const existing = await findDirectChatOf(me, input.memberUid, tx);
      if (existing) {
        // Repairs a chat made before peers were kept (a no-op merge otherwise).
        addChatPeers(tx, members);
        if (safeguarding.minorStudentIds.length > 0 && !existing.get("minorStudentIds"))
          tx.update(existing.ref, { members, ...safeguardingFields(base, safeguarding) });
        if (!Array.isArray(existing.get("studentMembers"))) tx.update(existing.ref, { studentMembers });
        return {
          chat: { ...(collections.chats.read(existing) as Chat<string>), id: existing.id },
          created: false,
        };
      }
      ref = chatRef(directChatId(me, input.memberUid));
    }
    const data = {
      name: input.type === "group" ? input.name : "",
      type: input.type,
      members,
      photoURL: null,
      recentMessage: null,
      unread: Object.fromEntries(members.map((m) => [m, 0])),
      studentMembers,
      ...safeguardingFields(base, safeguarding),
      ...createdFields(ctx.actor),
    };
    tx.create(ref, data);
    addChatPeers(tx, members);
    addAudit(tx, ctx.actor, {
      action: "chat.create",
      resource: "chats",
      resourceId: ref.id,
      details: {
        type: input.type,
        members: members.length,
        ...(safeguarding.minorStudentIds.length > 0 && { readAlongBy: safeguarding.requiredReaders }),
      },
    });
    const now = ctx.now.toISOString();
    const chat = { ...data, id: ref.id, createdAt: now, createdBy: me } as unknown as Chat<string>;
    return { chat, created: true };
  });
}

const OPTED_OUT =
  "A guardian of this student turned off direct messages from staff. Write to the family through the support inbox, or ask them to turn messages back on.";

/** A minor's guardian may turn off direct messages from staff (students/{id}.staffMessagesOff). */
async function refuseOptedOut(studentIds: readonly string[]) {
  if (studentIds.length === 0) return;
  const students = await db().getAll(...studentIds.map((id) => collections.students.ref(id)));
  if (students.some((s) => s.get("staffMessagesOff") === true)) throw conflict(OPTED_OUT);
}
