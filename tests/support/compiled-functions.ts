import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, HOSTING_URL, PROJECT_ID } from "./env";

/**
 * Runs an exported function of the built functions (functions/lib) in a child Node process against
 * the emulators, as a scheduled function would run it (the emulators do not run schedules), and
 * returns what it resolved to. `module` is a path under functions/lib without `.js`; `args` are
 * JavaScript source text.
 */
function compiledRun(module: string, exported: string, args: string) {
  const script = fileURLToPath(new URL(`../../functions/lib/${module}.js`, import.meta.url));
  return {
    args: [
      "-e",
      `require("firebase-admin/app").initializeApp({ projectId: "${PROJECT_ID}" });
       require(${JSON.stringify(script)}).${exported}(${args}).then((r) => process.stdout.write(JSON.stringify(r)));`,
    ],
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR,
      GCLOUD_PROJECT: PROJECT_ID,
      APP_URL: HOSTING_URL,
      // As the functions emulator runs them for the tests: the test hooks (a loopback push
      // service) hold.
      FUNCTIONS_EMULATOR: "true",
      STUDIO_TEST_HOOKS: "1",
    },
  };
}

export function runCompiled(module: string, exported: string, args = ""): string {
  const run = compiledRun(module, exported, args);
  return execFileSync(process.execPath, run.args, { env: run.env }).toString();
}

/**
 * `runCompiled` without blocking this process: for code that calls back into a server the test
 * itself runs (a push service on 127.0.0.1).
 */
export async function runCompiledAsync(module: string, exported: string, args = ""): Promise<string> {
  const run = compiledRun(module, exported, args);
  const { stdout } = await promisify(execFile)(process.execPath, run.args, { env: run.env });
  return stdout;
}
