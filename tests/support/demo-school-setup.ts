import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { HOSTING_URL } from "./env";
import { DEMO, idTokenFor } from "./accounts";

/**
 * Waits until the API mints a session. Seeding fires a burst of triggers (one per attendance
 * document and chat message) that the functions emulator works through first; on a busy machine
 * that takes minutes, and the first browser test would spend its own time limit waiting.
 */
async function waitForWarmApi(timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < until) {
    try {
      const idToken = await idTokenFor(DEMO.admin.email, DEMO.admin.password);
      const res = await fetch(`${HOSTING_URL}/api/auth/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(60_000),
      });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error(`The API did not answer a sign-in within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * The API tests and browser flows run against the seeded demo school, once the API is up. Both
 * projects name this file, and Vitest runs it once for the run (one "Seeded" line in the log).
 */
export default async function setup() {
  const script = fileURLToPath(new URL("../../scripts/seed/run.mjs", import.meta.url));
  execFileSync(process.execPath, [script], { stdio: "inherit" });
  await waitForWarmApi();
}
