import { randomUUID } from "node:crypto";
import { accountStatusOf, authAccountOf } from "../../functions/src/users/account-status";
import { AUTH_EMULATOR, HOSTING_URL, admin } from "./env";
import DEMO_ACCOUNTS from "../../scripts/seed/demo-accounts.json";

/** The seed's demo accounts, one per role: what the README lists and a person signs in with. */
export const DEMO = DEMO_ACCOUNTS;

export type TestRole = "admin" | "staff" | "student" | "guardian" | "none";

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/**
 * A fresh Auth user with the given role claim, its public `users` and private `userProfiles`
 * documents and the account status the rules read (`accountStatus`, as the API writes it); an
 * account with role "none" is one nobody made, and its status lets it use nothing.
 */
export async function createAccount(
  role: TestRole,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const id = randomUUID().slice(0, 8);
  const account: TestAccount = {
    uid: `test-${role}-${id}`,
    email: `${role}-${id}@test.studio`,
    password: `pw-${randomUUID()}`,
    displayName: `Test ${role} ${id}`,
    ...overrides,
  };
  const { auth, db } = admin();
  const user = await auth.createUser({
    uid: account.uid,
    email: account.email,
    password: account.password,
    displayName: account.displayName,
  });
  if (role !== "none") await auth.setCustomUserClaims(account.uid, { role });
  const status = accountStatusOf({ ...authAccountOf(user), role: role === "none" ? undefined : role });
  await Promise.all([
    db.doc(`accountStatus/${account.uid}`).set(status),
    db.doc(`users/${account.uid}`).set({
      displayName: account.displayName,
      photoURL: null,
      status: "Offline",
      lastSeen: null,
      isTyping: false,
    }),
    db.doc(`userProfiles/${account.uid}`).set({
      email: account.email,
      role: role === "none" ? null : role,
      studentId: null,
    }),
  ]);
  return account;
}

/** Signs in through the Auth emulator's REST API and returns a Firebase ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/** A console session token for an account, through POST /api/auth/session. */
export async function sessionToken(account: TestAccount): Promise<string> {
  const res = await fetch(`${HOSTING_URL}/api/auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idToken: await idTokenFor(account.email, account.password) }),
  });
  const body = (await res.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`No session for ${account.email}: ${JSON.stringify(body)}`);
  return body.data.token;
}
