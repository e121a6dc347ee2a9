import { execFile } from "node:child_process";
import { readdirSync, renameSync, rmSync } from "node:fs";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts";
import { ARTIFACTS, launch, openPage, signedInState, type SignedInState } from "../support/browser";

/**
 * After a deploy the new version takes over cleanly. A second build of the same source,
 * under another build name (so every chunk has a new hash), replaces web/dist while a tab is open
 * on the first, the way Hosting swaps a whole release. The open tab keeps working on its own
 * build (the service worker serves the first build's chunks, which Hosting no longer has), offers
 * the new version, and after "Reload" runs the second build only: no chunk of the first.
 */
const WEB = new URL("../../web/", import.meta.url).pathname;
const DIST = `${WEB}dist`;
const NEXT = `${ARTIFACTS}deploy-next`;
const KEPT = `${ARTIFACTS}deploy-first`;
const NEXT_BUILD = "next-deploy";

const assetsOf = (dir: string) => new Set(readdirSync(`${dir}/assets`));
const assetName = (url: string) => /\/assets\/([^/?#]+)/.exec(url)?.[1];

let browser: Browser;
let admin: SignedInState;
let first: Set<string>;
let next: Set<string>;
let deployed = false;

/** Hosting serves web/dist from disk: swapping the folder is the deploy. */
function deploy() {
  renameSync(DIST, KEPT);
  renameSync(NEXT, DIST);
  deployed = true;
}

function restoreFirstBuild() {
  if (!deployed) return;
  rmSync(DIST, { recursive: true, force: true });
  renameSync(KEPT, DIST);
  deployed = false;
}

/** Waits until the page's service worker is active and the page is under its control. */
async function controlledByWorker(page: Page) {
  await expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

beforeAll(async () => {
  rmSync(NEXT, { recursive: true, force: true });
  rmSync(KEPT, { recursive: true, force: true });
  await promisify(execFile)(
    "npx",
    ["vite", "build", "--outDir", NEXT, "--emptyOutDir", "--logLevel", "error"],
    {
      cwd: WEB,
      env: { ...process.env, VITE_APP_BUILD: NEXT_BUILD },
    },
  );
  first = assetsOf(DIST);
  next = assetsOf(NEXT);
  browser = await launch();
  admin = await signedInState(browser, DEMO.admin);
}, 300_000);

afterAll(async () => {
  restoreFirstBuild();
  rmSync(NEXT, { recursive: true, force: true });
  await browser?.close();
});

describe("a deploy while a tab is open", () => {
  it("keeps the open tab on its build, offers the new one, and then runs only the new one", async () => {
    // The second build really is another release: the entry and the screens have new files.
    expect([...next].filter((f) => f.endsWith(".js") && !first.has(f)).length).toBeGreaterThan(10);

    const { page, context, errors } = await openPage(browser, { state: admin });
    try {
      await page.goto("/dashboard");
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
      await controlledByWorker(page);
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

      deploy();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const banner = page.getByRole("alert").filter({ hasText: "A new version is available." });
      await banner.waitFor({ timeout: 60_000 });

      // Before taking it: a screen not opened yet loads its first-build chunk from the worker.
      const beforeReload: string[] = [];
      page.on("response", (res) => {
        const name = assetName(res.url());
        if (name && res.status() === 200) beforeReload.push(name);
      });
      // In-app navigation (the router hears popstate), as a menu link does, without a page load.
      await page.evaluate(() => {
        history.pushState(null, "", "/students/groups");
        dispatchEvent(new PopStateEvent("popstate"));
      });
      await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
      expect(beforeReload.some((f) => f.startsWith("groups-page-") && first.has(f) && !next.has(f))).toBe(
        true,
      );

      // Taking it: the waiting worker takes over and the tab reloads on the new build.
      const afterReload: string[] = [];
      page.on("request", (req) => {
        const name = assetName(req.url());
        if (name) afterReload.push(name);
      });
      const reloaded = page.waitForEvent("load", { timeout: 60_000 });
      afterReload.length = 0;
      await banner.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByText(`Version ${NEXT_BUILD}`).waitFor();

      expect(afterReload.length).toBeGreaterThan(0);
      expect(afterReload.filter((f) => !next.has(f))).toEqual([]);
      expect(await banner.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      restoreFirstBuild();
    }
  }, 240_000);
});
