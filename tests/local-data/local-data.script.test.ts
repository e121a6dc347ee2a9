import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm start` keeps the local database: scripts/emulators.sh start, run for
 * real (twice: each start of the Java emulator costs time), with records made while it runs. The
 * first, empty, start seeds; after a crash the autosave brings the changes back and nothing is
 * seeded over them; a clean stop exports what the autosave has not caught yet; `reset-data` clears
 * it all.
 *
 * It runs beside the suite's own emulators, so it uses its own config (tests/local-data/firebase.json:
 * other ports, Auth and Firestore only), its own demo project and a temporary data folder.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PROJECT = "demo-local-data-test";
const FIRESTORE = "http://127.0.0.1:8180";
const AUTH = "http://127.0.0.1:9109";
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 90_000;

const dataDir = mkdtempSync(join(tmpdir(), "studio-local-data-"));
const began = Date.now();
/** Progress with the elapsed time: starting the Java emulator twice is slow on a busy machine. */
const step = (what: string) =>
  console.log(`local-data +${((Date.now() - began) / 1000).toFixed(0)} s: ${what}`);

/** The script's environment: none of the suite's emulator variables, this test's knobs instead. */
function scriptEnv(autosaveSeconds = 3): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/EMULATOR/.test(k) && k !== "FIRESTORE_EMULATOR_BINARY_PATH") continue;
    if (["FIREBASE_CONFIG", "GCLOUD_PROJECT", "FIREBASE_PROJECT"].includes(k)) continue;
    env[k] = v;
  }
  return {
    ...env,
    FIREBASE_PROJECT: PROJECT,
    STUDIO_FIREBASE_CONFIG: "tests/local-data/firebase.json",
    STUDIO_EMULATORS: "auth,firestore",
    STUDIO_DATA_DIR: dataDir,
    STUDIO_AUTOSAVE_SECONDS: String(autosaveSeconds),
  };
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<Running>();

/** `scripts/emulators.sh start`, in its own process group, resolved once it says it is running. */
async function start(autosaveSeconds = 3): Promise<Running> {
  const child = spawn("bash", ["scripts/emulators.sh", "start"], {
    cwd: ROOT,
    env: scriptEnv(autosaveSeconds),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const run: Running = { child, output: () => out, exited };
  running.add(run);
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!out.includes("Studio Admin is running")) {
    if (gone) throw new Error(`The script stopped while starting:\n${out.slice(-3000)}`);
    if (Date.now() > deadline)
      throw new Error(`Not running after ${START_TIMEOUT_MS} ms:\n${out.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return run;
}

/** Ctrl+C: SIGINT to the script's process group, then wait for it to finish saving. */
async function stop(run: Running) {
  process.kill(-run.child.pid!, "SIGINT");
  const code = await Promise.race([
    run.exited,
    new Promise<"timeout">((r) => setTimeout(() => r("timeout"), STOP_TIMEOUT_MS)),
  ]);
  running.delete(run);
  if (code === "timeout")
    throw new Error(`Did not stop within ${STOP_TIMEOUT_MS} ms:\n${run.output().slice(-3000)}`);
}

/** Every process under `pid` (the emulators leave the script's process group), deepest last. */
function descendants(pid: number): number[] {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** A crash: SIGKILL to the script and everything it started, with no chance to save. */
async function crash(run: Running) {
  const pids = [run.child.pid!, ...descendants(run.child.pid!)];
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  await run.exited;
  running.delete(run);
  // The emulators' ports are free again once the Java process has died with the rest.
  for (let i = 0; i < 40; i++) {
    if (!(await answers(`${FIRESTORE}/`))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function answers(url: string) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

const documents = `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents`;
// "Bearer owner" is the Firestore emulator's admin access: rules do not apply.
const owner = { authorization: "Bearer owner", "content-type": "application/json" };

async function createStudent(id: string, lastName: string) {
  const res = await fetch(`${documents}/students?documentId=${id}`, {
    method: "POST",
    headers: owner,
    body: JSON.stringify({
      fields: { firstName: { stringValue: "Kept" }, lastName: { stringValue: lastName } },
    }),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function studentLastName(id: string): Promise<string | null> {
  const res = await fetch(`${documents}/students/${id}`, { headers: owner });
  if (res.status === 404) return null;
  const body = (await res.json()) as { fields: { lastName: { stringValue: string } } };
  return body.fields.lastName.stringValue;
}

async function signUp(email: string, password: string) {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function canSignIn(email: string, password: string) {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return res.status === 200;
}

const savedAt = () => {
  try {
    return statSync(join(dataDir, "current", "firebase-export-metadata.json")).mtimeMs;
  } catch {
    return 0;
  }
};

afterAll(async () => {
  for (const run of running) await crash(run);
  rmSync(dataDir, { recursive: true, force: true });
}, STOP_TIMEOUT_MS);

/** The saved snapshot holds this text (Firestore's export keeps document ids as plain bytes). */
function savedSnapshotHas(text: string) {
  try {
    execFileSync("grep", ["-rqF", text, join(dataDir, "current")]);
    return true;
  } catch {
    return false;
  }
}

describe("npm start keeps the local data", () => {
  it(
    "seeds only an empty database, and keeps changes across a crash and a clean stop",
    async () => {
      const marker = randomUUID().slice(0, 8);
      const first = `kept-${marker}-1`;
      const second = `kept-${marker}-2`;
      const email = `kept-${marker}@test.studio`;

      // An empty folder: the demo school is seeded. Changes, then a crash after the autosave
      // (every 3 s here, 60 s by default) has run twice: the second began after the changes.
      step("first start (empty data folder)");
      let run = await start();
      step("running");
      expect(run.output()).toContain("No local data yet");
      expect(run.output()).toMatch(
        /database is empty: seeding the demo school[\s\S]*Seeded demo-local-data-test/,
      );
      await createStudent(first, "Before a crash");
      await signUp(email, "kept-password-1");
      const madeAt = Date.now();
      const saveAfter = async (t: number) => {
        for (let i = 0; i < 240 && savedAt() <= t; i++) await new Promise((r) => setTimeout(r, 250));
        expect(savedAt(), "an autosave").toBeGreaterThan(t);
        return savedAt();
      };
      await saveAfter(await saveAfter(madeAt));
      step("autosaved twice; crashing");
      await crash(run);
      step("second start");

      // Everything is back, and nothing was seeded over it.
      run = await start(3600);
      step("running");
      expect(run.output()).toContain("Loading the local data");
      expect(run.output()).toContain("Kept the existing local data");
      expect(run.output()).not.toContain("Seeded");
      expect(await studentLastName(first)).toBe("Before a crash");
      expect(await canSignIn(email, "kept-password-1")).toBe(true);
      expect(await studentLastName("student-001")).not.toBeNull();

      // No autosave this time (an hour apart): only the export on a clean stop can keep this one.
      await createStudent(second, "Before a clean stop");
      expect(savedSnapshotHas(second)).toBe(false);
      step("clean stop");
      await stop(run);
      step("stopped");
      expect(run.output()).toContain("Local data saved");
      expect(savedSnapshotHas(second)).toBe(true);
      expect(savedSnapshotHas(first)).toBe(true);
      expect(savedSnapshotHas(email)).toBe(true);

      // reset-data clears it, so the next start seeds afresh.
      execFileSync("bash", ["scripts/emulators.sh", "reset-data"], { cwd: ROOT, env: scriptEnv() });
      expect(savedAt()).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );
});
