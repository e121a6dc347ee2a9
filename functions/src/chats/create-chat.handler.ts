import { badRequest } from "../api/http-error";
import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import { directChatIds, type Chat, type CreateChatInput } from "../shared/chat.schema";
import type { SessionClaims } from "../shared/session";
import { chatRef, chatsCol, userRef } from "./chats.repository";

type Result = { chat: Chat<string>; created: boolean };

/**
 * Creates an individual or group chat. An individual chat has a deterministic id from the two
 * uids, so asking twice (or from two tabs) reuses the one conversation instead of making another.
 */
export async function createChat({ ctx, input }: { ctx: { session: SessionClaims }; input: CreateChatInput }): Promise<Result> {
  const me = ctx.session.sub;
  const others = input.type === "individual" ? [input.memberUid] : [...new Set(input.memberUids)].filter((u) => u !== me);
  if (input.type === "individual" && input.memberUid === me) {
    throw badRequest("You cannot start a conversation with yourself.", { memberUid: "Choose someone else." });
  }
  if (others.length === 0) throw badRequest("Add at least one other member.", { memberUids: "Add at least one other member." });

  return db().runTransaction(async (tx) => {
    const people = await tx.getAll(...others.map(userRef));
    const missing = people.filter((p) => !p.exists).map((p) => p.id);
    if (missing.length > 0) {
      const field = input.type === "individual" ? "memberUid" : "memberUids";
      throw badRequest("Some people could not be found.", { [field]: `No account for ${missing.join(", ")}.` });
    }

    const members = [me, ...others];
    let ref = chatsCol().doc();
    if (input.type === "individual") {
      const ids = directChatIds(me, input.memberUid);
      const existing = (await tx.getAll(...ids.map(chatRef))).find((s) => s.exists);
      if (existing) return { chat: { ...docToJson<Chat<string>>(existing), id: existing.id }, created: false };
      ref = chatRef(ids[0]);
    }
    const data = {
      name: input.type === "group" ? input.name : "",
      type: input.type,
      members,
      photoURL: null,
      recentMessage: null,
      unread: Object.fromEntries(members.map((m) => [m, 0])),
      ...createdFields(ctx.session),
    };
    tx.create(ref, data);
    addAudit(tx, ctx.session, { action: "chat.create", resource: "chats", resourceId: ref.id, details: { type: input.type, members: members.length } });
    const now = new Date().toISOString();
    const chat = { ...data, id: ref.id, createdAt: now, createdBy: me } as unknown as Chat<string>;
    return { chat, created: true };
  });
}
