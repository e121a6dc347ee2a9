import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import jwt from "jsonwebtoken";
import type { TestAccount } from "./accounts";
import { admin } from "./env";

/** The emulator's session secret (generated per checkout into functions/.secret.local). */
export function sessionSecret(): string {
  const file = fileURLToPath(new URL("../../functions/.secret.local", import.meta.url));
  const match = /^SESSION_SECRET=(.+)$/m.exec(readFileSync(file, "utf8"));
  if (!match?.[1]) throw new Error("functions/.secret.local has no SESSION_SECRET");
  return match[1].trim();
}

/**
 * The emulator's Web Push keys (made on first start into functions/.secret.local), put where the
 * functions read their secrets, for an API run in this process.
 */
export function useEmulatorPushKeys() {
  const file = fileURLToPath(new URL("../../functions/.secret.local", import.meta.url));
  for (const [, name, value] of readFileSync(file, "utf8").matchAll(
    /^(VAPID_(?:PUBLIC|PRIVATE)_KEY)=(.+)$/gm,
  ))
    process.env[name!] ??= value!.trim();
}

/**
 * A session JWT signed with the emulator's secret for a real account, as a forged client could
 * hold one (the session endpoint refuses students). The API checks every session against its
 * account, so the account must exist with that role, and `iat` must come after its
 * tokensValidAfterTime (set when the password was), as a real session's does, and it carries a
 * session id like every console session.
 */
export async function forgeSession(account: TestAccount, role: string, seconds = 600): Promise<string> {
  const user = await admin().auth.getUser(account.uid);
  const validAfter = Math.floor(Date.parse(user.tokensValidAfterTime ?? "0") / 1000) || 0;
  const iat = Math.max(Math.floor(Date.now() / 1000), validAfter + 1);
  return jwt.sign(
    {
      sub: account.uid,
      role,
      email: account.email,
      name: account.displayName,
      sid: randomUUID(),
      iat,
      exp: iat + seconds,
    },
    sessionSecret(),
    { algorithm: "HS256" },
  );
}
