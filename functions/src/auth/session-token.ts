import { randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import { isRole } from "../shared/roles";
import type { SessionClaims, SessionUser } from "../shared/session";

import { DEFAULT_SESSION_HOURS } from "../shared/settings.schema";

/** The session lifetime setting's range lives with the settings schema. */

/** A session id: random, so one session can be ended (logout) or locked without the others. */
const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Mints the console's session JWT (HS256), with a fresh session id (`sid`) unless one is given. */
export function mintSessionToken(
  user: SessionUser,
  secret: string,
  options: { hours?: number; now?: number; sid?: string } = {},
): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const exp = iat + Math.round((options.hours ?? DEFAULT_SESSION_HOURS) * 3600);
  const sid = options.sid ?? randomUUID();
  return jwt.sign({ role: user.role, email: user.email, name: user.displayName, sid, iat, exp }, secret, {
    algorithm: "HS256",
    subject: user._id,
  });
}

/**
 * Verifies a session JWT and returns its claims, or null for any token that is not one we minted
 * and still valid. Only HS256 is accepted, so `alg: none` and key-confusion tokens fail. A token
 * without a session id (minted before sessions had one) is refused too: it could not be logged out.
 */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
    if (typeof payload !== "object" || payload === null) return null;
    const { sub, role, email, name, sid, iat, exp } = payload as Partial<SessionClaims>;
    if (typeof sub !== "string" || !isRole(role) || typeof exp !== "number" || typeof iat !== "number") {
      return null;
    }
    if (typeof sid !== "string" || !SESSION_ID.test(sid)) return null;
    return { sub, role, email: email ?? "", name: name ?? "", sid, iat, exp };
  } catch {
    return null;
  }
}
