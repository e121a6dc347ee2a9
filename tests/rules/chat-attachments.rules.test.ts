import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import {
  currentAccount,
  issueSlot,
  removeAccountStatuses,
  removeSlots,
  setAccountStatuses,
} from "../support/account-status";
import { rootRules, useRulesEnvironment } from "../support/rules-environment";

/*
 * Chat attachments in storage.rules: `chats/{chatId}/{uid}/{file}`, read by whoever
 * reads the chat (its members; staff and admins on a support chat) and uploaded by a member into
 * their own folder. The rules look the chat up with firestore.get(), which the Storage emulator
 * answers from the Firestore emulator of the suite's own project (not this environment's), so the
 * chats are written there under ids of this run and removed afterwards; clearStorage is not used,
 * as the files live in that project's bucket too. Offline, firestore.get() goes through our rules
 * runtime (scripts/storage-rules-runtime): if that round trip breaks, the "allowed" cases fail.
 * The rules also read each caller's account status and each upload's slot there.
 */
const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-studio-admin";
const env = useRulesEnvironment({
  projectId: PROJECT,
  // No rules here: this environment only writes the chats the storage rules read.
  firestore: { host: "127.0.0.1", port: 8080 },
  storage: { host: "127.0.0.1", port: 9199, rules: rootRules("storage.rules") },
});

const TARA = "tara-attach"; // staff, member of the individual chat
const STAN = "stan-attach"; // staff, member of nothing
const SAM = "sam-attach"; // student, member of the individual chat
const SUE = "sue-attach"; // student who opened a support chat
const OLGA = "olga-attach"; // student, member of nothing
const ACCOUNTS = {
  [TARA]: currentAccount("staff"),
  [STAN]: currentAccount("staff"),
  [SAM]: currentAccount("student"),
  [SUE]: currentAccount("student"),
  [OLGA]: currentAccount("student"),
};

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DM = `rules-attach-dm-${run}`;
const SUPPORT = `rules-attach-support-${run}`;
const MISSING = `rules-attach-missing-${run}`;

const KB = 1024;
const MB = 1024 * KB;
const bytes = (length: number) => new Uint8Array(length);

const as = (uid: string, role: string): RulesTestContext => env().authenticatedContext(uid, { role });
const anonymous = () => env().unauthenticatedContext();
const file = (ctx: RulesTestContext, chatId: string, uid: string, name: string) =>
  ctx.storage().ref(`chats/${chatId}/${uid}/${name}`);
/** Every path a test's slot was issued for, removed afterwards. */
const slotted: string[] = [];
/**
 * An upload with a slot for exactly this path, type and size issued to `uploader` (the folder's
 * uid unless said), so each case tests the rule it names and not a missing slot.
 */
async function put(
  ref: ReturnType<typeof file>,
  length: number,
  contentType: string,
  uploader = ref.fullPath.split("/")[2],
) {
  if (uploader) {
    await issueSlot({ uid: uploader, path: ref.fullPath, contentType, size: length });
    slotted.push(ref.fullPath);
  }
  return ref.put(bytes(length), { contentType }).then((snap) => snap);
}
/** A unique file name per call: files are never replaced, so each upload needs a new one. */
let n = 0;
const fresh = (ext: string) => `f${run}${n++}.${ext}`;

beforeAll(async () => {
  await setAccountStatuses(ACCOUNTS);
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc(`chats/${DM}`).set({ type: "individual", name: "", members: [TARA, SAM], unread: {} });
    await db.doc(`chats/${SUPPORT}`).set({ type: "support", name: "", members: [SUE], unread: {} });
  });
});
afterAll(async () => {
  await removeAccountStatuses(Object.keys(ACCOUNTS));
  await removeSlots(slotted);
  await env().withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc(`chats/${DM}`).delete();
    await ctx.firestore().doc(`chats/${SUPPORT}`).delete();
    for (const chatId of [DM, SUPPORT]) {
      const folders = await ctx.storage().ref(`chats/${chatId}`).listAll();
      for (const folder of folders.prefixes) {
        const listed = await folder.listAll();
        await Promise.all(listed.items.map((item) => item.delete()));
      }
    }
  });
});
beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage().ref(`chats/${DM}/${SAM}/seen.png`).put(bytes(KB), { contentType: "image/png" });
    await ctx
      .storage()
      .ref(`chats/${SUPPORT}/${SUE}/help.pdf`)
      .put(bytes(KB), { contentType: "application/pdf" });
  });
});

describe("a student who is a member (sam)", () => {
  const me = () => as(SAM, "student");

  it("create: uploads an image, a PDF or a video into their own folder of the chat", async () => {
    await assertSucceeds(put(file(me(), DM, SAM, fresh("png")), 10 * KB, "image/png"));
    await assertSucceeds(put(file(me(), DM, SAM, fresh("jpg")), 10 * KB, "image/jpeg"));
    await assertSucceeds(put(file(me(), DM, SAM, fresh("pdf")), 10 * KB, "application/pdf"));
    await assertSucceeds(put(file(me(), DM, SAM, fresh("webm")), 10 * KB, "video/webm"));
  });
  it("create: up to 10 MB, not a byte more", async () => {
    await assertSucceeds(put(file(me(), DM, SAM, fresh("png")), 10 * MB, "image/png"));
    await assertFails(put(file(me(), DM, SAM, fresh("png")), 10 * MB + 1, "image/png"));
  });
  it("create: no other type (SVG, HTML, zip, text)", async () => {
    for (const type of ["image/svg+xml", "text/html", "application/zip", "text/plain"]) {
      await assertFails(put(file(me(), DM, SAM, fresh("bin")), KB, type));
    }
  });
  it("create: not into another member's folder, and never over a file already sent", async () => {
    await assertFails(put(file(me(), DM, TARA, fresh("png")), KB, "image/png", SAM));
    await assertFails(put(file(me(), DM, SAM, "seen.png"), KB, "image/png"));
  });
  it("get: reads the chat's files", async () => {
    await assertSucceeds(file(me(), DM, SAM, "seen.png").getDownloadURL());
  });
  it("delete: cannot remove a sent file", async () => {
    await assertFails(file(me(), DM, SAM, "seen.png").delete());
  });
});

describe("a staff member who is a member (tara)", () => {
  const me = () => as(TARA, "staff");

  it("get: reads the chat's files", async () => {
    await assertSucceeds(file(me(), DM, SAM, "seen.png").getDownloadURL());
  });
  it("create: uploads into their own folder", async () => {
    await assertSucceeds(put(file(me(), DM, TARA, fresh("pdf")), KB, "application/pdf"));
  });
});

describe("a student who is not a member (olga)", () => {
  const me = () => as(OLGA, "student");

  it("get: cannot read the chat's files", async () => {
    await assertFails(file(me(), DM, SAM, "seen.png").getDownloadURL());
    await assertFails(file(me(), SUPPORT, SUE, "help.pdf").getDownloadURL());
  });
  it("create: cannot upload to the chat, not even into a folder of their own", async () => {
    await assertFails(put(file(me(), DM, OLGA, fresh("png")), KB, "image/png"));
    await assertFails(put(file(me(), SUPPORT, OLGA, fresh("png")), KB, "image/png"));
  });
  it("create: nor into a chat that does not exist", async () => {
    await assertFails(put(file(me(), MISSING, OLGA, fresh("png")), KB, "image/png"));
  });
});

describe("a staff member who is not a member (stan)", () => {
  const me = () => as(STAN, "staff");

  it("get: reads a support chat's files (staff answer support), not an individual chat's", async () => {
    await assertSucceeds(file(me(), SUPPORT, SUE, "help.pdf").getDownloadURL());
    await assertFails(file(me(), DM, SAM, "seen.png").getDownloadURL());
  });
  it("create: uploads to a support chat, not to an individual chat", async () => {
    await assertSucceeds(put(file(me(), SUPPORT, STAN, fresh("png")), KB, "image/png"));
    await assertFails(put(file(me(), DM, STAN, fresh("png")), KB, "image/png"));
  });
});

describe("someone signed out", () => {
  it("get and create: refused", async () => {
    await assertFails(file(anonymous(), DM, SAM, "seen.png").getDownloadURL());
    await assertFails(put(file(anonymous(), DM, SAM, fresh("png")), KB, "image/png"));
  });
});
