import { FieldPath, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { ChatContact } from "../shared/chat.schema";
import { staffMembers, type StaffMember } from "../users/users.repository";
import { directChatId, isDirectChatOf, legacyDirectChatIds } from "./direct-chat-id";

/** All chat reads and writes of the API go through here, so handlers stay free of queries. */
export const chatsCol = () => collections.chats.col();
export const chatRef = (id: string) => collections.chats.ref(id);

/**
 * The individual chat of `a` and `b`, or null: under its id, or under an older one whose members
 * are those two (an older id alone could name the chat of two other people).
 */
export async function findDirectChatOf(
  a: string,
  b: string,
  tx?: Transaction,
): Promise<DocumentSnapshot | null> {
  const refs = [directChatId(a, b), ...legacyDirectChatIds(a, b)].map(chatRef);
  const snaps = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return snaps.find((snap) => snap.exists && isDirectChatOf(snap.data(), a, b)) ?? null;
}

function staffContact(s: StaffMember): ChatContact {
  return { uid: s.uid, displayName: s.displayName, kind: "staff", email: s.email, studentId: null };
}

function studentContact(doc: DocumentSnapshot): ChatContact | null {
  const d = doc.data() ?? {};
  // Only students with an app account can chat, and archived students are gone from the school.
  if (!d.authUid || d.status === "archived") return null;
  return {
    uid: String(d.authUid),
    displayName: `${d.firstName ?? ""} ${d.lastName ?? ""}`.trim(),
    kind: "student",
    email: d.email ?? null,
    studentId: doc.id,
  };
}

/** Staff members whose name or email contains `q` (the team is read whole, bounded). */
export async function searchStaff(q: string): Promise<ChatContact[]> {
  // A disabled colleague cannot answer: a new conversation does not offer them.
  return (await staffMembers())
    .filter((s) => !s.disabled)
    .map(staffContact)
    .filter((c) => !q || c.displayName.toLowerCase().includes(q) || (c.email ?? "").toLowerCase().includes(q))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/**
 * Students by prefix of first name, last name or email (the lower-cased fields the students
 * issue keeps); without a query, the first active students by last name.
 */
export async function searchStudents(q: string, limit: number): Promise<ChatContact[]> {
  const students = collections.students.col();
  const snaps = q
    ? await Promise.all(
        ["firstNameLower", "lastNameLower", "emailLower"].map((field) =>
          students.orderBy(field).startAt(q).endAt(`${q}\uf8ff`).limit(limit).get(),
        ),
      )
    : [
        await students
          .where("status", "==", "active")
          .orderBy("lastNameLower")
          .orderBy(FieldPath.documentId())
          .limit(limit)
          .get(),
      ];
  const byUid = new Map<string, ChatContact>();
  for (const snap of snaps) {
    for (const doc of snap.docs) {
      const contact = studentContact(doc);
      if (contact && !byUid.has(contact.uid)) byUid.set(contact.uid, contact);
    }
  }
  return [...byUid.values()].sort((a, b) => a.displayName.localeCompare(b.displayName)).slice(0, limit);
}

/** Every chat, last message first (a chat without messages has no `recentMessage.sentAt`). */
export const chatsByActivity = () =>
  chatsCol().orderBy("recentMessage.sentAt", "desc").orderBy(FieldPath.documentId(), "desc");
