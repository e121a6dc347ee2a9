import { getAuth, type UserRecord } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { isRole, type Role } from "../shared/roles";
import { isUserNotFound } from "./auth-accounts";

/**
 * `accountStatus/{uid}`: what firestore.rules and storage.rules read, with one `get()` a request,
 * to decide whether a Firebase ID token the browser holds still speaks for a current account. An
 * ID token lives up to an hour and carries the role it was issued with, so on its own it would
 * outlive a disabled account, a role change or "sign out everywhere" by that hour. The rules
 * accept a token only while this document says:
 * - `active`: the account exists, is not disabled (a disabled team member, an archived student,
 *   a student whose email was removed) and has a role;
 * - `role`: the role the token must still carry (a role change ends older tokens);
 * - `validAfterSeconds`: Firebase Auth's `tokensValidAfterTime` in Unix seconds. A token signed
 *   in before it (`auth_time` earlier) is refused, Firebase's own rule for revoked ID tokens, so
 *   sign-out-everywhere, a password change and a revocation end every older token.
 *
 * It mirrors Firebase Auth, which stays the source of truth: every API path that changes an
 * account calls `syncAccountStatus` after the change (team, students, sign-out-everywhere,
 * sign-in after a password change), and `onAccountDeleted` removes it when an account is deleted
 * anywhere. No document, no access: an account nobody made (self-registered through the Auth
 * API, no role) gets nothing. Only the Admin SDK writes it (firestore.rules deny clients).
 */
export interface AccountStatus {
  role: Role | null;
  active: boolean;
  validAfterSeconds: number;
}

/** What the status is derived from: the Auth account as the API reads it (session-validity.ts). */
export interface AuthAccount {
  exists: boolean;
  disabled: boolean;
  role: unknown;
  validAfterSeconds: number | null;
}

export const accountStatusRef = (uid: string) => collections.accountStatus.ref(uid);

/** The status of an account. Pure. */
export function accountStatusOf(account: AuthAccount): AccountStatus {
  const role = isRole(account.role) ? account.role : null;
  return {
    role,
    active: account.exists && !account.disabled && role !== null,
    validAfterSeconds: account.validAfterSeconds ?? 0,
  };
}

/** An Auth user as `AuthAccount` (`tokensValidAfterTime` in whole seconds, as tokens count). */
export function authAccountOf(user: UserRecord): AuthAccount {
  const after = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
  return {
    exists: true,
    disabled: user.disabled,
    role: user.customClaims?.role,
    validAfterSeconds: Number.isFinite(after) ? Math.floor(after / 1000) : null,
  };
}

/** The part of a WriteBatch used here. */
interface Writer {
  set(ref: FirebaseFirestore.DocumentReference, data: FirebaseFirestore.DocumentData): unknown;
}

/** Sets the status of an account (existing) in the caller's batch, e.g. with its profile. */
export function setAccountStatus(writer: Writer, uid: string, account: AuthAccount) {
  writer.set(accountStatusRef(uid), { ...accountStatusOf(account), updatedAt: FieldValue.serverTimestamp() });
}

/** Writes the status of an account read just now; a deleted account loses its document. */
export async function writeAccountStatus(uid: string, account: AuthAccount): Promise<void> {
  if (!account.exists) {
    await accountStatusRef(uid).delete();
    return;
  }
  await accountStatusRef(uid).set({ ...accountStatusOf(account), updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Reads the account from Firebase Auth and writes its status: called after every change the API
 * makes to an account (it re-reads rather than trusting the caller's idea of the change, so a
 * retry or two changes at once still leave the document as Auth has it).
 */
export async function syncAccountStatus(uid: string): Promise<void> {
  let account: AuthAccount;
  try {
    account = authAccountOf(await getAuth().getUser(uid));
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
    account = { exists: false, disabled: true, role: undefined, validAfterSeconds: null };
  }
  await writeAccountStatus(uid, account);
}
