#!/usr/bin/env node
// Upgrades the chats made before safeguarding and quiet hours on a deployed project (the local
// emulators' kept data is upgraded by `npm start` itself): each chat gets its `studentMembers`,
// and a chat with a minor its guardians or second adult (functions/src/chats/upgrade-chats.ts).
// Idempotent: run it again and it writes nothing. Needs `npm run build -w functions` first and
// Application Default Credentials for the project:
//   node scripts/upgrade-chats.mjs --project <project-id>
import { initializeApp } from "firebase-admin/app";
import { upgradeOlderChats } from "../functions/lib/chats/upgrade-chats.js";

const at = process.argv.indexOf("--project");
const projectId = at > 0 ? process.argv[at + 1] : undefined;
if (!projectId) {
  console.error("Name the project: node scripts/upgrade-chats.mjs --project <project-id>");
  process.exit(1);
}
initializeApp({ projectId });
const { checked, upgraded } = await upgradeOlderChats(new Date());
console.log(`Checked ${checked} chats, upgraded ${upgraded}.`);
