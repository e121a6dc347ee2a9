import type { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { cspViolations, watchCspViolations } from "../support/browser";
import { SCHOOL_ZONE } from "../support/clock";
import { admin } from "../support/env";

/** A device 14 hours ahead of UTC: most instants fall on another day than in New York. */
const FAR_EAST = "Pacific/Kiritimati";

/** The sign-in screen, then Home once signed in: each checked (axe, width, a screenshot). */
async function signInCheckingScreens(page: Page) {
  await page.goto("/app/");
  await page.getByRole("button", { name: "Sign in" }).waitFor();
  await checkScreen(page, "sign-in");
  await signInToApp(page);
  await page.getByRole("region", { name: "This week" }).waitFor({ timeout: 90_000 });
  await checkScreen(page, "home");
}

/** The student app's main flow on a phone, as the demo student. */
describe("the student app on a phone", () => {
  const app = useAppBrowser();

  it("signs in, shows the week and what is new, and each screen passes axe", async () => {
    const { page } = await app.open();
    await watchCspViolations(page);
    await signInCheckingScreens(page);
    expect(await page.title()).toBe("My week | Studio");
    // Nothing, not even a caught eval probe, is refused by Hosting's CSP on the way.
    expect(await cspViolations(page)).toEqual([]);

    for (const [tab, heading] of [
      ["Practice", "Practice"],
      ["Menu", "Menu"],
    ] as const) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: tab }).click();
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.getByRole("status", { name: "Loading" }).waitFor({ state: "detached" });
      await checkScreen(page, tab.toLowerCase());
    }
    await page.getByRole("link", { name: "Announcements" }).click();
    await page.getByRole("heading", { name: "Announcements", level: 1 }).waitFor();
    await page.getByRole("status", { name: "Loading" }).waitFor({ state: "detached" });
    await checkScreen(page, "announcements");
  });

  it("works on a laptop too: every screen at 1280 passes axe and fits", async () => {
    const { page } = await app.open({ desktop: true });
    await signInCheckingScreens(page);
    for (const [path, heading] of [
      ["practice", "Practice"],
      ["announcements", "Announcements"],
      ["messages", "Messages"],
      ["attendance", "Attendance"],
      ["pages", "Pages and links"],
      ["seats", "Make-up classes"],
      ["notifications", "Notifications"],
      ["report", "Report a problem"],
      ["profile", "Profile"],
      ["more", "Menu"],
    ] as const) {
      await page.goto(`/app/${path}`);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor({ timeout: 60_000 });
      // Some screens load two lists (pages and links): wait for every one.
      await expect
        .poll(() => page.getByRole("status", { name: "Loading" }).count(), { timeout: 60_000 })
        .toBe(0);
      await checkScreen(page, path);
    }
  }, 240_000); // eleven screens, each with axe and a screenshot

  it("plays a released video and opens a page", async () => {
    const { page } = await app.open();
    await signInToApp(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Practice" }).click();
    const play = page.locator('main a[href^="/app/practice/"]').first();
    await play.waitFor();
    await play.click();
    const video = page.locator("video, iframe").first();
    await video.waitFor();
    await checkScreen(page, "video");

    await page.goto("/app/pages");
    await page.getByRole("heading", { name: "Pages and links", level: 1 }).waitFor();
    await page.getByRole("status", { name: "Loading" }).first().waitFor({ state: "detached" });
    await checkScreen(page, "pages");
    const first = page.getByRole("region", { name: "Pages" }).getByRole("link").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await checkScreen(page, "page");
  });

  it("dates the feed by the school's calendar on a phone in another zone", async () => {
    const { page } = await app.open({ timezoneId: FAR_EAST });
    await signInToApp(page);
    await page.goto("/app/announcements");
    await page.locator("main article").first().waitFor();
    const stored = await admin().db.collection("announcements").where("archived", "==", false).get();
    // Drafts have no publishAt, and the app does not show them.
    const published = new Map(
      stored.docs
        .filter((d) => d.get("publishAt"))
        .map((d) => [d.get("title") as string, (d.get("publishAt") as Timestamp).toDate().toISOString()]),
    );
    // Each article's date against the school's day and the device's, formatted by the page's own Intl.
    const read = () =>
      page.locator("main article").evaluateAll(
        (articles, { published, school }) =>
          articles.flatMap((article) => {
            const at = published[article.querySelector("h2")?.textContent ?? ""];
            if (!at) return [];
            const day = (timeZone?: string) =>
              new Intl.DateTimeFormat(undefined, {
                day: "numeric",
                month: "short",
                year: "numeric",
                timeZone,
              }).format(new Date(at));
            return [{ shown: article.textContent ?? "", school: day(school), device: day() }];
          }),
        { published: Object.fromEntries(published), school: SCHOOL_ZONE },
      );
    await expect.poll(async () => (await read()).every((a) => a.shown.includes(a.school))).toBe(true);
    // Not vacuous: at least one announcement falls on another day in the device's zone.
    expect((await read()).some((a) => a.school !== a.device)).toBe(true);
  });

  it("is installable: a valid manifest, and its own service worker controls /app/", async () => {
    const { page } = await app.open();
    await signInToApp(page);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
    // Made by the API from the school's settings: the school's name on the home screen.
    expect(manifestUrl).toBe("/api/app/manifest.webmanifest");
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
      name: string;
      short_name: string;
      display: string;
      scope: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ display: "standalone", scope: "/app/", start_url: "/app/" });
    const school = (await admin().db.doc("settings/general").get()).get("schoolName") as string;
    expect(manifest.name).toBe(school);
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((i) => i.sizes === size);
      expect(icon, size).toBeDefined();
      const res = await page.request.get(icon!.src);
      expect(res.headers()["content-type"]).toBe("image/png");
      const png = await res.body();
      expect(png.readUInt32BE(16)).toBe(Number(size.split("x")[0]));
    }
    // The tab's icon is the app's own (without one the browser asked for /favicon.ico, the console's).
    const tabIcon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(tabIcon).toMatch(/^\/app\//);
    const tabPng = await page.request.get(tabIcon!);
    expect(tabPng.headers()["content-type"]).toBe("image/png");
    expect((await tabPng.body()).readUInt32BE(16)).toBe(32);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toMatch(/\/app\/sw\.js$/);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toMatch(/\/app\/$/);
  });

  it("opens offline with the last-seen week and feed, labelled with when they were loaded", async () => {
    const { page, context } = await app.open();
    await signInToApp(page);
    await page.getByRole("region", { name: "This week" }).waitFor({ timeout: 90_000 });
    const firstNews = await page
      .getByRole("region", { name: "What's new" })
      .locator("p")
      .first()
      .textContent();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // Let the worker finish precaching every chunk before the network goes.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "My week", level: 1 }).waitFor();
    await page
      .getByText(/Not up to date: loaded/)
      .first()
      .waitFor();
    await page.getByText("You are offline").waitFor();
    await page
      .getByRole("region", { name: "What's new" })
      .getByText(firstNews ?? "")
      .first()
      .waitFor();
    await checkScreen(page, "home-offline");
    await context.setOffline(false);
  });
});
