import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type SetOptions,
} from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { CONSOLE_ROLES, type Role } from "../shared/roles";
import {
  profileDocuments,
  type NewPresence,
  type PrivateProfile,
  type PublicProfile,
} from "./profile-document";

export type { PrivateProfile, PublicProfile } from "./profile-document";

/**
 * A person is kept in three documents, so the browser can read what chat needs and
 * nothing more:
 * - `users/{uid}`: the public profile (displayName, photoURL) and presence. Staff read every one;
 *   a student reads only their own and their chat peers' (firestore.rules).
 * - `userProfiles/{uid}`: the private fields (email, role, studentId). API only.
 * - `chatPeers/{uid}`: `uids.<peerUid> = true` for everyone who shares a chat with uid; the rules
 *   look a student's reader up here, since rules cannot search chats. API only. Nothing queries
 *   `uids`, so firestore.indexes.json exempts it from indexing (a busy teacher's map can grow).
 */
export const publicProfileRef = (uid: string) => collections.users.ref(uid);
export const privateProfileRef = (uid: string) => collections.userProfiles.ref(uid);
export const chatPeersRef = (uid: string) => collections.chatPeers.ref(uid);

/** The part of a WriteBatch or Transaction used here (their overloads do not unify as a union). */
interface Writer {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}

/**
 * Writes both halves of a profile (merging, so live presence survives). `presence` is given only
 * for a new person: presence is live state the browser owns afterwards.
 */
export function writeProfile(
  writer: Writer,
  uid: string,
  profile: PublicProfile & PrivateProfile,
  presence?: NewPresence,
) {
  const docs = profileDocuments(profile, presence);
  writer.set(publicProfileRef(uid), docs.public, { merge: true });
  writer.set(privateProfileRef(uid), docs.private, { merge: true });
}

/** Changes the name (public) and email (private) of an existing person. */
export function writeNameAndEmail(writer: Writer, uid: string, displayName: string, email: string) {
  writer.set(publicProfileRef(uid), { displayName }, { merge: true });
  writer.set(privateProfileRef(uid), { email }, { merge: true });
}

/** Changes the name (public) and phone (private) a person gives on their own profile. */
export function writeNameAndPhone(writer: Writer, uid: string, displayName: string, phone: string | null) {
  writer.set(publicProfileRef(uid), { displayName }, { merge: true });
  writer.set(privateProfileRef(uid), { phone }, { merge: true });
}

/** Sets or clears (null) a person's photo: the URL everyone sees is public, the stored path private. */
export function writePhoto(writer: Writer, uid: string, photoPath: string | null, photoURL: string | null) {
  writer.set(publicProfileRef(uid), { photoURL }, { merge: true });
  writer.set(privateProfileRef(uid), { photoPath }, { merge: true });
}

/**
 * The team's part of a console account's private profile, kept by the team API: the role and the
 * disabled flag mirror Firebase Auth so the last-admin rule can be checked in a transaction
 * (team/team-access.ts), and when and by whom the person was invited.
 */
export interface TeamState {
  role?: Role;
  disabled?: boolean;
  invitedAt?: Date;
  invitedBy?: string;
}

/** Writes team state; `stamp` adds the write's `updatedAt/updatedBy` (lib/audit.ts). */
export function writeTeamState(writer: Writer, uid: string, state: TeamState, stamp: DocumentData = {}) {
  writer.set(privateProfileRef(uid), { ...state, ...stamp }, { merge: true });
}

/** The documents of a person (their account status too), for a permanent delete. */
export const personRefs = (uid: string): DocumentReference[] => [
  publicProfileRef(uid),
  privateProfileRef(uid),
  chatPeersRef(uid),
  collections.accountStatus.ref(uid),
];

/**
 * Makes every member of a chat a peer of every other (one write per member, each naming at most
 * the chat's other members, so a group of n people costs n writes, not n²).
 */
export function addChatPeers(
  writer: Writer,
  members: readonly string[],
  newcomers: readonly string[] = members,
) {
  const everyone = [...new Set([...members, ...newcomers])];
  for (const uid of everyone) {
    // A newcomer meets everyone; an existing member meets only the newcomers.
    const others = (newcomers.includes(uid) ? everyone : newcomers).filter((o) => o !== uid);
    if (others.length === 0) continue;
    writer.set(
      chatPeersRef(uid),
      { uids: Object.fromEntries(others.map((o) => [o, true])), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
}

export interface StaffMember extends PublicProfile {
  uid: string;
  email: string | null;
  /** A disabled account: no picker offers it; past records still name it. */
  disabled: boolean;
}

/** The console team is small; this bounds the read if it ever is not. */
const STAFF_SCAN_LIMIT = 300;

/** The private profiles of everyone whose role is one of `roles`, at most `limit` of them. */
export function privateProfilesWithRole(roles: readonly Role[], limit: number) {
  return collections.userProfiles
    .col()
    .where("role", "in", [...roles])
    .limit(limit)
    .get();
}

/** The public profiles of `uids`, by uid. */
export async function publicProfilesOf(uids: readonly string[]): Promise<Map<string, DocumentSnapshot>> {
  const publics = await db().getAll(...uids.map((uid) => publicProfileRef(uid)));
  return new Map(publics.map((p) => [p.id, p]));
}

/** Staff and admins with their public name and private email, read whole (bounded). */
export async function staffMembers(): Promise<StaffMember[]> {
  const privates = await privateProfilesWithRole(CONSOLE_ROLES, STAFF_SCAN_LIMIT);
  if (privates.empty) return [];
  const byUid = await publicProfilesOf(privates.docs.map((d) => d.id));
  return privates.docs.map((d) => {
    const pub = byUid.get(d.id)?.data() ?? {};
    const email = typeof d.get("email") === "string" ? (d.get("email") as string) : null;
    return {
      uid: d.id,
      displayName: String(pub.displayName || email || d.id),
      photoURL: typeof pub.photoURL === "string" ? pub.photoURL : null,
      email,
      disabled: d.get("disabled") === true,
    };
  });
}
