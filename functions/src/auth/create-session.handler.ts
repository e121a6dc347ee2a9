import { getAuth } from "firebase-admin/auth";
import { db } from "../lib/firestore";
import { forbidden, unauthenticated } from "../api/http-error";
import { isRole } from "../shared/roles";
import type { SessionUser } from "../shared/session";
import type { CreateSessionInput } from "./create-session.schema";
import { DEFAULT_SESSION_HOURS, mintSessionToken } from "./session-token";

export const STUDENT_REFUSED_MESSAGE =
  "Student accounts cannot sign in to Studio Admin. Please use the student app.";

async function sessionHours(): Promise<number> {
  const settings = await db().doc("settings/general").get();
  const hours = settings.get("sessionHours");
  return typeof hours === "number" && hours > 0 && hours <= 24 * 30 ? hours : DEFAULT_SESSION_HOURS;
}

/** Exchanges a Firebase ID token for the console's session JWT (DESIGN §3). */
export async function createSession(input: CreateSessionInput, secret: string) {
  let decoded;
  try {
    decoded = await getAuth().verifyIdToken(input.idToken, true);
  } catch {
    throw unauthenticated("Your sign-in could not be verified. Please sign in again.");
  }
  const role = decoded.role;
  if (role === "student") throw forbidden(STUDENT_REFUSED_MESSAGE);
  if (!isRole(role)) throw forbidden("This account has no access to Studio Admin. Ask an administrator to invite you.");

  const [profile, hours] = await Promise.all([db().doc(`users/${decoded.uid}`).get(), sessionHours()]);
  const user: SessionUser = {
    _id: decoded.uid,
    email: decoded.email ?? "",
    displayName: profile.get("displayName") ?? decoded.name ?? decoded.email ?? "",
    photoURL: profile.get("photoURL") ?? decoded.picture ?? null,
    role,
  };
  return { token: mintSessionToken(user, secret, { hours }), user };
}
