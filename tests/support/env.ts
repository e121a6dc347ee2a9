import { readFileSync } from "node:fs";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

// Tests talk only to the emulators on 127.0.0.1 (DESIGN §2 ports).
export const PROJECT_ID = "demo-studio-admin";
export const HOSTING_URL = "http://127.0.0.1:5000";
/** The `api` function on the Functions emulator itself, without Hosting in front (its URL + `/api`). */
export const FUNCTIONS_URL = "http://127.0.0.1:5001/demo-studio-admin/us-central1/api";
export const AUTH_EMULATOR = "127.0.0.1:9099";
export const FIRESTORE_EMULATOR = "127.0.0.1:8080";

process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR;
// The API also runs in this process (fuzz.api.test.ts): give it what the Functions emulator gives
// the function from functions/.env.local and functions/.secret.local (mail links, cursor key).
process.env.APP_URL ??= HOSTING_URL;
process.env.SESSION_SECRET ??= /^SESSION_SECRET=(.+)$/m
  .exec(readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8"))?.[1]
  ?.trim();

/** The Admin SDK against the emulators, for arranging data and reading results. */
export function admin() {
  // The default bucket the Functions emulator gives the API, for the API run in-process (fuzzing).
  const app =
    getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
  return { auth: getAuth(app), db: getFirestore(app) };
}
