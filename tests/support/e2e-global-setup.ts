import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The browser flows run against the seeded demo school. */
export default function setup() {
  const script = fileURLToPath(new URL("../../scripts/seed/run.mjs", import.meta.url));
  execFileSync(process.execPath, [script], { stdio: "inherit" });
}
