import { getApps, initializeApp } from "firebase-admin/app";
import type { HandlerContext } from "../lib/handler-context";
import type { Role } from "../shared/roles";

/**
 * Setup for the `handlers` test project: the Admin SDK the handlers use, pointed at the emulators
 * on 127.0.0.1 with the demo project (never a real one). `npm test` exports these already; the
 * defaults let one file run on its own under `firebase emulators:exec`.
 */
process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= "127.0.0.1:9199";
process.env.GCLOUD_PROJECT ??= "demo-studio-admin";
// What the Functions emulator gives the API from functions/.env.local and .secret.local: the
// mails' links and the list cursors' key (lib/cursor.ts) read them.
process.env.APP_URL ??= "http://127.0.0.1:5000";
process.env.SESSION_SECRET ??= "handler-tests-session-secret";
// The default bucket the Functions emulator gives the API (firebase-tools: `<project>.appspot.com`).
if (getApps().length === 0)
  initializeApp({
    projectId: process.env.GCLOUD_PROJECT,
    storageBucket: `${process.env.GCLOUD_PROJECT}.appspot.com`,
  });

/** A handler context for a test: who acts and a fixed clock, no HTTP request behind it. */
export function testContext(role: Role = "admin", now = new Date("2027-02-10T15:00:00Z")): HandlerContext {
  return {
    actor: { sub: `test-${role}`, role, email: `${role}@test.invalid`, name: `Test ${role}`, iat: 0, exp: 0 },
    now,
  };
}
