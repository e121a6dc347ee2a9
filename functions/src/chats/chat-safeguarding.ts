import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { activeGuardianUids } from "../guardians/guardians.repository";
import { collections, existingDocs } from "../lib/collections";
import { db } from "../lib/firestore";
import { conflict } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import { isMinor } from "../shared/safeguarding";
import { DEFAULT_SAFEGUARDING } from "../shared/settings.schema";
import { addChatPeers, privateProfileRef } from "../users/users.repository";

/**
 * Conversations with minors are never private between one adult and a child. A chat that has a
 * minor among its members carries, written by the API only (the rules refuse client writes to a
 * chat document's fields):
 * - `minorStudentIds`: the student records of its minors;
 * - `requiredReaders`: who must read along: each minor's guardians who have accepted an
 *   invitation, or, for a minor without any, the second adult chosen in Settings;
 * - `baseMembers`: the members the chat was made with; `members` is always base + required.
 * firestore.rules refuse every message to a chat with `minorStudentIds` unless `requiredReaders`
 * is not empty and all of them are members, so a chat that lost its readers goes quiet rather
 * than private. Linking or unlinking a guardian re-computes the chats of that student.
 */
interface ChatSafeguarding {
  minorStudentIds: string[];
  requiredReaders: string[];
}

const NO_SECOND_ADULT =
  "This student is a minor with no guardian account yet, and no second adult is chosen in Settings > Safeguarding. Invite a guardian or choose a second adult first.";

/** The minors among a chat's members, by their student record ids. */
async function minorsAmong(memberUids: readonly string[], now: Date): Promise<string[]> {
  const profiles = await db().getAll(...memberUids.map((uid) => privateProfileRef(uid)));
  const studentIds = profiles
    .filter((p) => p.get("role") === "student" && typeof p.get("studentId") === "string")
    .map((p) => String(p.get("studentId")));
  if (studentIds.length === 0) return [];
  const settings = await schoolSettings();
  const minorAge = (settings.safeguarding ?? DEFAULT_SAFEGUARDING).minorAge;
  const students = await existingDocs("students", studentIds);
  return [...students.values()]
    .filter((s) => isMinor(s.get("dateOfBirth") as string | null, settings.school.timeZone, now, minorAge))
    .map((s) => s.id);
}

/** Who must read a chat with these minors (throws 409 when a minor would have nobody). */
async function requiredReadersOf(minorStudentIds: readonly string[], strict = true): Promise<string[]> {
  if (minorStudentIds.length === 0) return [];
  const settings = await schoolSettings();
  const secondAdult = (settings.safeguarding ?? DEFAULT_SAFEGUARDING).secondAdultUid;
  const readers = new Set<string>();
  for (const studentId of minorStudentIds) {
    const guardians = await activeGuardianUids(studentId);
    if (guardians.length > 0) guardians.forEach((g) => readers.add(g));
    else if (secondAdult) readers.add(secondAdult);
    else if (strict) throw conflict(NO_SECOND_ADULT);
  }
  return [...readers];
}

/** The safeguarding of a new chat with these members (empty lists when no minor is in it). */
export async function safeguardingFor(memberUids: readonly string[], now: Date): Promise<ChatSafeguarding> {
  const minorStudentIds = await minorsAmong(memberUids, now);
  return { minorStudentIds, requiredReaders: await requiredReadersOf(minorStudentIds) };
}

/** The chat fields of a safeguarded chat: nothing for a chat without minors. */
export function safeguardingFields(base: readonly string[], s: ChatSafeguarding) {
  if (s.minorStudentIds.length === 0) return {};
  return { baseMembers: [...base], ...s };
}

const CHATS_PER_STUDENT_MAX = 500;

/**
 * Brings every chat of a minor in line with the student's guardians now: a guardian who accepted
 * joins (and reads the history), one unlinked leaves, and the second adult stands in while no
 * guardian has an account. Called after each link change (guardians/guardian-access.ts).
 */
export async function resyncStudentChats(studentId: string): Promise<number> {
  const chats = await collections.chats
    .col()
    .where("minorStudentIds", "array-contains", studentId)
    .limit(CHATS_PER_STUDENT_MAX)
    .get();
  let changed = 0;
  for (const chat of chats.docs) if (await resyncChat(chat)) changed += 1;
  return changed;
}

async function resyncChat(chat: DocumentSnapshot): Promise<boolean> {
  const minors = (chat.get("minorStudentIds") as string[] | undefined) ?? [];
  const base = (chat.get("baseMembers") as string[] | undefined) ?? [];
  const before = (chat.get("members") as string[] | undefined) ?? [];
  // Not strict: a chat whose minor has nobody left keeps an empty list, and the rules close it.
  const required = await requiredReadersOf(minors, false);
  const members = [...new Set([...base, ...required])];
  if (JSON.stringify(members) === JSON.stringify(before)) return false;
  const batch = db().batch();
  const joined = members.filter((m) => !before.includes(m));
  batch.update(chat.ref, {
    members,
    requiredReaders: required,
    ...Object.fromEntries(joined.map((m) => [`unread.${m}`, 0])),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (joined.length > 0) addChatPeers(batch, members, joined);
  await batch.commit();
  return true;
}

/**
 * The students among a chat's members, by uid. Stored on the chat as `studentMembers` so
 * firestore.rules can refuse a staff member's direct write into it: staff messages to students
 * go through the API, which holds them during quiet hours (held-messages.ts).
 */
export async function studentUidsAmong(memberUids: readonly string[]): Promise<string[]> {
  if (memberUids.length === 0) return [];
  const profiles = await db().getAll(...memberUids.map((uid) => privateProfileRef(uid)));
  return profiles.filter((p) => p.get("role") === "student").map((p) => p.id);
}

/**
 * Brings a chat made before safeguarding up to date (migrate-chats.ts): its `studentMembers`, and
 * for a chat with a minor its `minorStudentIds`, `requiredReaders` and `baseMembers`, with the
 * readers added to `members`. Not strict: a minor with nobody to read along keeps an empty list
 * and the rules close the chat. A chat already safeguarded is left to resyncStudentChats.
 * Returns whether it wrote anything, so a second run writes nothing.
 */
export async function upgradeChat(chat: DocumentSnapshot, now: Date): Promise<boolean> {
  const members = (chat.get("members") as string[] | undefined) ?? [];
  const patch: Record<string, unknown> = {};
  if (!Array.isArray(chat.get("studentMembers"))) patch.studentMembers = await studentUidsAmong(members);
  let joined: string[] = [];
  if (!Array.isArray(chat.get("minorStudentIds"))) {
    const minorStudentIds = await minorsAmong(members, now);
    if (minorStudentIds.length > 0) {
      const requiredReaders = await requiredReadersOf(minorStudentIds, false);
      const all = [...new Set([...members, ...requiredReaders])];
      joined = all.filter((m) => !members.includes(m));
      Object.assign(patch, {
        baseMembers: members,
        minorStudentIds,
        requiredReaders,
        members: all,
        ...Object.fromEntries(joined.map((m) => [`unread.${m}`, 0])),
      });
    }
  }
  if (Object.keys(patch).length === 0) return false;
  const batch = db().batch();
  batch.update(chat.ref, { ...patch, updatedAt: FieldValue.serverTimestamp() });
  if (joined.length > 0) addChatPeers(batch, (patch.members as string[]) ?? members, joined);
  await batch.commit();
  return true;
}
