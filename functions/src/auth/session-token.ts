import jwt from "jsonwebtoken";
import { isRole } from "../shared/roles";
import type { SessionClaims, SessionUser } from "../shared/session";

import { DEFAULT_SESSION_HOURS } from "../shared/settings.schema";

/** The session lifetime setting's range (DESIGN §3) lives with the settings schema. */
export { DEFAULT_SESSION_HOURS, MAX_SESSION_HOURS, MIN_SESSION_HOURS } from "../shared/settings.schema";

/** Mints the console's session JWT (HS256). */
export function mintSessionToken(
  user: SessionUser,
  secret: string,
  options: { hours?: number; now?: number } = {},
): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const exp = iat + Math.round((options.hours ?? DEFAULT_SESSION_HOURS) * 3600);
  return jwt.sign({ role: user.role, email: user.email, name: user.displayName, iat, exp }, secret, {
    algorithm: "HS256",
    subject: user._id,
  });
}

/**
 * Verifies a session JWT and returns its claims, or null for any token that is not one we minted
 * and still valid. Only HS256 is accepted, so `alg: none` and key-confusion tokens fail.
 */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
    if (typeof payload !== "object" || payload === null) return null;
    const { sub, role, email, name, iat, exp } = payload as Partial<SessionClaims>;
    if (typeof sub !== "string" || !isRole(role) || typeof exp !== "number" || typeof iat !== "number") {
      return null;
    }
    return { sub, role, email: email ?? "", name: name ?? "", iat, exp };
  } catch {
    return null;
  }
}
