#!/usr/bin/env node
// The API's Express app (functions/lib, built) served by plain Node on 127.0.0.1, over the same
// Firestore and Auth emulators and session secret as the function: the bench compares it with the
// functions emulator to see what the emulator itself costs. Started by scenarios/api-load.mjs as a
// child process (so it does not share an event loop with the load it is measured under); it sends
// { port } to its parent once it listens.
import { readFileSync } from "node:fs";
import { initializeApp } from "firebase-admin/app";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
const projectId = process.env.GCLOUD_PROJECT ?? "demo-studio-admin";

const secretFile = new URL("../../functions/.secret.local", import.meta.url);
const secret = /^SESSION_SECRET=(.+)$/m.exec(readFileSync(secretFile, "utf8"))?.[1]?.trim();
if (!secret) throw new Error("functions/.secret.local has no SESSION_SECRET");
// As the function has it: list cursors are sealed with a key derived from it (lib/cursor.ts).
process.env.SESSION_SECRET = secret;
process.env.APP_URL ??= "http://127.0.0.1:5000";

initializeApp({ projectId });
const mod = await import(new URL("../../functions/lib/server/app.js", import.meta.url).href);
const createApp = mod.createApp ?? mod.default.createApp;
const server = createApp({ getSecret: () => secret }).listen(0, "127.0.0.1", () => {
  process.send?.({ port: server.address().port });
});
process.on("disconnect", () => server.close(() => process.exit(0)));
