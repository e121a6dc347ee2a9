import { chunks } from "../lib/chunks";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import type { DocumentData } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import { notFound } from "../lib/http-error";
import { toJson } from "../lib/serialize";
import { isUserNotFound } from "../users/auth-accounts";
import { TEAM_ROLES, type TeamMember, type TeamRole, type TeamStatus } from "../shared/team.schema";
import {
  privateProfileRef,
  publicProfileRef,
  privateProfilesWithRole,
  publicProfilesOf,
  writeTeamState,
} from "../users/users.repository";

/**
 * The team is every Firebase Auth account whose `role` claim is admin or staff. Auth holds the
 * truth (role claim, disabled, sign-in metadata); `userProfiles/{uid}` mirrors role and disabled so
 * they can be queried and guarded in a transaction, and `users/{uid}` has the name and photo.
 */

export const isTeamRole = (role: unknown): role is TeamRole =>
  typeof role === "string" && (TEAM_ROLES as readonly string[]).includes(role);

/**
 * An account no one has set up yet: it has no sign-in method (no password) because it was made by
 * an invitation whose link has not been used.
 */
export const isUnusedInvitation = (user: UserRecord) => user.providerData.length === 0;

export function teamStatusOf(user: UserRecord): TeamStatus {
  if (user.disabled) return "disabled";
  return isUnusedInvitation(user) ? "invited" : "active";
}

const isoOrNull = (value: unknown): string | null => {
  const json = toJson(value);
  return typeof json === "string" ? json : null;
};

/** A team member as the API answers, from the Auth account and the two profile documents. */
export function teamMemberOf(
  user: UserRecord,
  publicProfile?: DocumentData,
  privateProfile?: DocumentData,
): TeamMember {
  const role = user.customClaims?.role;
  const lastSignIn = user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime) : null;
  const status = teamStatusOf(user);
  return {
    _id: user.uid,
    email: user.email ?? "",
    displayName: String(publicProfile?.displayName || user.displayName || user.email || user.uid),
    photoURL: typeof publicProfile?.photoURL === "string" ? publicProfile.photoURL : null,
    role: isTeamRole(role) ? role : "staff",
    status,
    // The Auth emulator stamps a sign-in time on creation; nobody has signed in to an unused invitation.
    lastSignInAt: status === "invited" || !lastSignIn ? null : lastSignIn.toISOString(),
    invitedAt: isoOrNull(privateProfile?.invitedAt),
  };
}

/** A uid Auth would refuse to look up names no account either. */
const isNoSuchUid = (err: unknown) =>
  isUserNotFound(err) || (err as { code?: string }).code === "auth/invalid-uid";

/** The Auth account of a team member; 404 for a missing account or one that is not on the team. */
export async function teamAccount(uid: string): Promise<UserRecord> {
  let user: UserRecord;
  try {
    user = await getAuth().getUser(uid);
  } catch (err) {
    if (isNoSuchUid(err)) throw notFound("No such team member.");
    throw err;
  }
  if (!isTeamRole(user.customClaims?.role)) throw notFound("No such team member.");
  return user;
}

/** One team member with their profiles. */
export async function readTeamMember(user: UserRecord): Promise<TeamMember> {
  const [pub, priv] = await db().getAll(publicProfileRef(user.uid), privateProfileRef(user.uid));
  return teamMemberOf(user, pub?.data(), priv?.data());
}

/**
 * Starts the private profile's mirror of role and disabled from Auth, for accounts made before the
 * team API kept it (the first admin of a deployment gets only a role claim, docs/deploying.md, step 8). A
 * mirror that exists is left alone: every change writes it first, in the transaction that checks
 * the last-admin rule, and Auth follows a moment later, so copying Auth over it could undo a change
 * that is still on its way (two admins disabling each other at once would then both succeed).
 */
export async function syncTeamMirror(user: UserRecord): Promise<void> {
  const role = user.customClaims?.role;
  if (!isTeamRole(role)) return;
  const ref = privateProfileRef(user.uid);
  if ((await ref.get()).get("role") !== undefined) return;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get("role") !== undefined) return;
    writeTeamState(tx, user.uid, { role, disabled: user.disabled });
    if (!snap.get("email") && user.email) tx.set(ref, { email: user.email }, { merge: true });
  });
}

/** `syncTeamMirror` for a uid; an account that does not exist has nothing to mirror. */
export async function syncTeamMirrorOf(uid: string): Promise<void> {
  try {
    await syncTeamMirror(await getAuth().getUser(uid));
  } catch (err) {
    if (!isNoSuchUid(err)) throw err;
  }
}

/** A school's team is small; this bounds the read if it ever is not. */
export const TEAM_SCAN_LIMIT = 300;
const AUTH_BATCH = 100; // getUsers takes at most 100 identifiers

/** Auth accounts by uid (missing ones left out), read in batches. */
export async function accountsOf(uids: readonly string[]): Promise<Map<string, UserRecord>> {
  const out = new Map<string, UserRecord>();
  for (const run of chunks(uids, AUTH_BATCH)) {
    const { users } = await getAuth().getUsers(run.map((uid) => ({ uid })));
    for (const user of users) out.set(user.uid, user);
  }
  return out;
}

/** Every team member, by name. Auth decides who is on the team; the mirror only finds them. */
export async function listTeamMembers(): Promise<TeamMember[]> {
  const privates = await privateProfilesWithRole(TEAM_ROLES, TEAM_SCAN_LIMIT);
  if (privates.empty) return [];
  const uids = privates.docs.map((d) => d.id);
  const [accounts, publicByUid] = await Promise.all([accountsOf(uids), publicProfilesOf(uids)]);
  return privates.docs
    .flatMap((d) => {
      const user = accounts.get(d.id);
      if (!user || !isTeamRole(user.customClaims?.role)) return [];
      return [teamMemberOf(user, publicByUid.get(d.id)?.data(), d.data())];
    })
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a._id.localeCompare(b._id));
}
