import type { Browser, BrowserContext, Page } from "playwright-core";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { launch, newContext, signIn, chooseFromAccountMenu } from "../support/browser";
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
  let context: BrowserContext | null = null;
  let logs: string[] = [];

  /** A fresh staff account and a page of its own (nothing is shared between tests). */
  async function freshPage(): Promise<Page> {
    context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    logs = [];
    page.on("console", (msg) => logs.push(msg.text()));
    return page;
  }

  /** Signs `me` in and waits until the browser has marked them Online. */
  async function signedInAs(me: TestAccount): Promise<Page> {
    const page = await freshPage();
    await signIn(page, me);
    await page.waitForURL("**/dashboard");
    await presenceOf(me.uid, (x) => x.status === "Online");
    return page;
  }

  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("turns Online with lastSeen null on sign-in", async () => {
    const me = await createAccount("staff");
    const before = await presenceOf(me.uid, () => true);
    expect(before.status).toBe("Offline");
    const page = await freshPage();
    await signIn(page, me);
    await page.waitForURL("**/dashboard");
    const p = await presenceOf(me.uid, (x) => x.status === "Online");
    expect(p.lastSeen).toBeNull();
  });

  it("turns Offline with lastSeen now when the page is hidden", async () => {
    const me = await createAccount("staff");
    const page = await signedInAs(me);
    const started = Date.now();
    await setVisibility(page, "hidden");
    const p = await presenceOf(me.uid, (x) => x.status === "Offline");
    expect(p.lastSeen).toBeInstanceOf(Timestamp);
    expect(Math.abs(p.lastSeen!.toMillis() - started)).toBeLessThan(60_000);
  });

  it("turns Online again when the page is visible", async () => {
    const me = await createAccount("staff");
    const page = await signedInAs(me);
    await setVisibility(page, "hidden");
    await presenceOf(me.uid, (x) => x.status === "Offline");
    await setVisibility(page, "visible");
    const p = await presenceOf(me.uid, (x) => x.status === "Online");
    expect(p.lastSeen).toBeNull();
  });

  it("keeps the profile fields the functions own", async () => {
    const me = await createAccount("staff");
    const page = await signedInAs(me);
    await setVisibility(page, "hidden");
    await presenceOf(me.uid, (x) => x.status === "Offline");
    const { db } = admin();
    const doc = (await db.doc(`users/${me.uid}`).get()).data()!;
    expect(doc.displayName).toBe(me.displayName);
    expect((await db.doc(`userProfiles/${me.uid}`).get()).get("role")).toBe("staff");
  });

  it("turns Offline on sign-out", async () => {
    const me = await createAccount("staff");
    const page = await signedInAs(me);
    // Presence starts after the first screen; signing out before it went Online has nothing to end.
    await presenceOf(me.uid, (x) => x.status === "Online");
    await chooseFromAccountMenu(page, "Logout");
    await page.waitForURL("**/login");
    const p = await presenceOf(me.uid, (x) => x.status === "Offline");
    expect(p.lastSeen).toBeInstanceOf(Timestamp);
  });

  it("logs that no user was found, and creates nothing, when users/{uid} is missing", async () => {
    const orphan = await createAccount("staff");
    await admin().db.doc(`users/${orphan.uid}`).delete();
    const page = await freshPage();
    await signIn(page, orphan);
    await page.waitForURL("**/dashboard");
    for (let i = 0; i < 40 && !logs.some((l) => l.includes(`No user found with id ${orphan.uid}`)); i++)
      await page.waitForTimeout(250);
    expect(logs.some((l) => l.includes(`No user found with id ${orphan.uid}`))).toBe(true);
    expect((await admin().db.doc(`users/${orphan.uid}`).get()).exists).toBe(false);
    expect(logs.filter((l) => l.startsWith("Error updating user status:"))).toEqual([]);
  });
});
