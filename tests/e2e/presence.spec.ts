import type { Browser, Page } from "playwright-core";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { launch, newContext, signIn } from "../support/browser";
import { admin } from "../support/env";

interface Presence {
  status?: string;
  lastSeen?: Timestamp | null;
  isTyping?: boolean;
}

/** Waits until the user's presence document satisfies `check` (writes from the browser are async). */
async function presenceOf(uid: string, check: (p: Presence) => boolean): Promise<Presence> {
  let last: Presence = {};
  for (let i = 0; i < 60; i++) {
    last = ((await admin().db.doc(`users/${uid}`).get()).data() ?? {}) as Presence;
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Presence of ${uid} never matched; last: ${JSON.stringify(last)}`);
}

async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => s === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

describe("presence in users/{uid}", () => {
  let browser: Browser;
  let page: Page;
  let me: TestAccount;
  const logs: string[] = [];

  beforeAll(async () => {
    me = await createAccount("staff");
    browser = await launch();
    page = await (await newContext(browser)).newPage();
    page.setDefaultTimeout(15_000);
    page.on("console", (msg) => logs.push(msg.text()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("turns Online with lastSeen null on sign-in", async () => {
    const before = await presenceOf(me.uid, () => true);
    expect(before.status).toBe("Offline");
    await signIn(page, me);
    await page.waitForURL("**/dashboard");
    const p = await presenceOf(me.uid, (x) => x.status === "Online");
    expect(p.lastSeen).toBeNull();
  });

  it("turns Offline with lastSeen now when the page is hidden", async () => {
    const started = Date.now();
    await setVisibility(page, "hidden");
    const p = await presenceOf(me.uid, (x) => x.status === "Offline");
    expect(p.lastSeen).toBeInstanceOf(Timestamp);
    expect(Math.abs(p.lastSeen!.toMillis() - started)).toBeLessThan(60_000);
  });

  it("turns Online again when the page is visible", async () => {
    await setVisibility(page, "visible");
    const p = await presenceOf(me.uid, (x) => x.status === "Online");
    expect(p.lastSeen).toBeNull();
  });

  it("keeps the profile fields the functions own", async () => {
    const doc = (await admin().db.doc(`users/${me.uid}`).get()).data()!;
    expect(doc.displayName).toBe(me.displayName);
    expect(doc.role).toBe("staff");
  });

  it("turns Offline on sign-out", async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    const p = await presenceOf(me.uid, (x) => x.status === "Offline");
    expect(p.lastSeen).toBeInstanceOf(Timestamp);
  });

  it("logs that no user was found, and creates nothing, when users/{uid} is missing", async () => {
    const orphan = await createAccount("staff");
    await admin().db.doc(`users/${orphan.uid}`).delete();
    await signIn(page, orphan);
    await page.waitForURL("**/dashboard");
    await page.waitForFunction(() => true);
    for (let i = 0; i < 40 && !logs.some((l) => l.includes(`No user found with id ${orphan.uid}`)); i++) await page.waitForTimeout(250);
    expect(logs.some((l) => l.includes(`No user found with id ${orphan.uid}`))).toBe(true);
    expect((await admin().db.doc(`users/${orphan.uid}`).get()).exists).toBe(false);
    expect(logs.filter((l) => l.startsWith("Error updating user status:"))).toEqual([]);
  });
});
