import { getAuth } from "firebase-admin/auth";
import { collections } from "../lib/collections";
import type { HandlerArgs, PublicContext } from "../lib/handler-context";
import { forbidden, unauthenticated } from "../lib/http-error";
import { isAppRole, isRole } from "../shared/roles";
import type { SessionUser } from "../shared/session";
import type { CreateSessionInput } from "../shared/create-session.schema";
import { schoolSettings } from "../lib/school-settings";
import { writeAccountStatus } from "../users/account-status";
import { mintSessionToken } from "./session-token";
import { accountStates, fetchAccountState, mintDelayMs } from "./session-validity";

export const STUDENT_REFUSED_MESSAGE =
  "Student accounts cannot sign in to Studio Admin, nor can guardians. Please use the app.";

/** The lifetime setting is kept within 1..24 h by the settings reader (lib/settings-document.ts). */
export { clampSessionHours } from "../lib/settings-document";

async function sessionHours(): Promise<number> {
  return (await schoolSettings()).security.sessionHours;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exchanges a Firebase ID token for the console's session JWT. */
export async function createSession({
  ctx,
  input,
}: HandlerArgs<CreateSessionInput, PublicContext>): Promise<{ token: string; user: SessionUser }> {
  let decoded;
  try {
    decoded = await getAuth().verifyIdToken(input.idToken, true);
  } catch {
    throw unauthenticated("Your sign-in could not be verified. Please sign in again.");
  }
  const readAt = Date.now();
  const [account, profile, hours] = await Promise.all([
    fetchAccountState(decoded.uid),
    collections.users.ref(decoded.uid).get(),
    sessionHours(),
  ]);
  // A password changed in the browser (Firebase Auth, not the API) revoked the account's older
  // tokens: the web signs in again right after it, and this keeps the rules' copy in line.
  await writeAccountStatus(decoded.uid, account);
  // The role as Auth has it now, not as the (up to an hour old) ID token says: a session with a
  // stale role would be refused by `authenticate` on its first request.
  const role = account.role;
  // Students and guardians use the app, with their ID token: never a console session.
  if (isAppRole(role)) throw forbidden(STUDENT_REFUSED_MESSAGE);
  if (!isRole(role))
    throw forbidden("This account has no access to Studio Admin. Ask an administrator to invite you.");

  // Right after a revocation (or the account's creation) wait for the next second, so the new
  // session's iat is strictly after tokensValidAfterTime and `authenticate` accepts it.
  // (A few ms more than needed: timers may fire a millisecond early.)
  const delay = mintDelayMs(account.validAfterSeconds, Date.now());
  if (delay > 0) await sleep(delay + 5);
  accountStates.prime(decoded.uid, account, readAt);
  const user: SessionUser = {
    _id: decoded.uid,
    email: decoded.email ?? "",
    displayName: profile.get("displayName") ?? decoded.name ?? decoded.email ?? "",
    photoURL: profile.get("photoURL") ?? decoded.picture ?? null,
    role,
  };
  return { token: mintSessionToken(user, ctx.sessionSecret(), { hours }), user };
}
