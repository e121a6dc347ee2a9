import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The emulator's session secret (generated per checkout into functions/.secret.local). */
export function sessionSecret(): string {
  const file = fileURLToPath(new URL("../../functions/.secret.local", import.meta.url));
  const match = /^SESSION_SECRET=(.+)$/m.exec(readFileSync(file, "utf8"));
  if (!match?.[1]) throw new Error("functions/.secret.local has no SESSION_SECRET");
  return match[1].trim();
}
