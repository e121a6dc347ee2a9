import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Video } from "../../functions/src/shared/video.schema";
import { addDays } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { schoolMonday } from "../support/clock";
import { admin } from "../support/env";
import { programBody, uid } from "../support/school-factory";

/** Fits the viewport's width; if not, names what sticks out. */
async function expectFitsWidth(page: Page) {
  if (await fitsViewportWidth(page)) return;
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll("body *"))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest("table"))
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} ${Math.round(el.getBoundingClientRect().right)}`,
      ),
  );
  expect(wide).toEqual([]);
}

async function expectNoSeriousViolations(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

/**
 * A WebM of about a second, recorded in Chromium itself (a canvas through MediaRecorder): a real
 * video of a few kB that the browser can play, without a binary fixture in the repository.
 */
async function recordWebm(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 90;
    const g = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let i = 0; i < 15; i++) {
      g.fillStyle = `hsl(${i * 24}, 70%, 50%)`;
      g.fillRect(0, 0, 160, 90);
      await new Promise((r) => setTimeout(r, 66));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  await page.close();
  return Buffer.from(base64, "base64");
}

describe("the video library (/media/*)", () => {
  const suite = useBrowser();
  let me: TestAccount;
  let state: SignedInState;
  let token: string;
  let webm: Buffer;
  const programIds: string[] = [];

  /** A program of the test's own, whose term runs from two weeks ago for ten weeks. */
  async function program() {
    const { monday } = schoolMonday();
    const res = await call<{ data: { _id: string; name: string } }>("/programs", {
      method: "POST",
      token,
      body: programBody([], { startDate: addDays(monday, -14), endDate: addDays(monday, 10 * 7 - 17) }),
    });
    expect(res.status).toBe(201);
    programIds.push(res.body.data._id);
    return res.body.data;
  }

  async function video(programId: string, week: number, title = `Clip ${uid("v")}`, status = "draft") {
    const res = await call<{ data: Video }>("/videos", {
      method: "POST",
      token,
      body: { title, programId, week, status, source: { kind: "link", url: "https://vimeo.com/76979871" } },
    });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  /**
   * A signed-in page of its own. `noServiceWorker`: the service worker is kept out, so that
   * page.route sees (and can hold) the uploads to the Storage emulator.
   */
  async function signedIn(width = 1280, noServiceWorker = false, clock?: Date): Promise<Page> {
    const o = await suite.open({
      state,
      width,
      ...(clock && { clock }),
      blockServiceWorkers: noServiceWorker,
    });
    o.page.setDefaultTimeout(30_000);
    return o.page;
  }

  beforeAll(async () => {
    me = await createAccount("staff");
    [state, token, webm] = await Promise.all([
      signedInState(suite.browser, me),
      sessionToken(me),
      recordWebm(suite.browser),
    ]);
    expect(webm.length).toBeGreaterThan(500);
  }, 180_000);
  afterAll(async () => {
    const { db } = admin();
    for (const programId of programIds) {
      const videos = await db.collection("videos").where("programId", "==", programId).get();
      await Promise.all([
        ...videos.docs.map((d) => d.ref.delete()),
        db.doc(`programs/${programId}`).delete(),
      ]);
    }
  });

  it("uploads a WebM with progress, refuses a text file, and the video plays from the master list", async () => {
    const p = await program();
    const page = await signedIn(1280, true);
    // Each request to the Storage emulator is held a moment, so the progress of a few kB shows
    // and the title can be edited before the video is saved.
    await page.route("http://127.0.0.1:9199/**", async (route) => {
      if (route.request().method() !== "GET") await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    await page.goto("/media/upload");
    await page.getByRole("heading", { name: "Upload videos", level: 1 }).waitFor();
    await page.getByText(/up to 250 MB each/).waitFor();
    await page.getByLabel("Program").selectOption(p._id);
    await page.getByLabel(/^Week\*?$/).selectOption("2");
    // Every progress text the page shows is recorded: a file of a few kB is sent in moments.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const el of Array.from(document.querySelectorAll("[data-testid=upload-progress]")))
          seen.push(el.textContent ?? "");
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId("video-files").setInputFiles([
      { name: "week-2_turns.webm", mimeType: "video/webm", buffer: webm },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a video") },
    ]);
    const refused = page.getByTestId("upload-item").filter({ hasText: "notes.txt" });
    await refused.getByText(/Not a video we accept/).waitFor();
    const item = page.getByTestId("upload-item").filter({ hasText: "week-2_turns.webm" });
    await expect.poll(() => item.getByLabel("Title").inputValue()).toBe("week 2 turns");
    await item.getByLabel("Title").fill("Turns, week 2");
    await item.getByText("Saved as draft").waitFor({ timeout: 60_000 });
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    expect(
      progress.some((text) => /^\d+% · [\d.]+ k?B of 1\.\d kB/.test(text)),
      progress.join(" | "),
    ).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, "media-upload-1280");

    const stored = await admin().db.collection("videos").where("programId", "==", p._id).get();
    expect(stored.docs.map((d) => d.get("title"))).toEqual(["Turns, week 2"]);
    expect(stored.docs[0]!.get("source.kind")).toBe("upload");
    expect(stored.docs[0]!.get("posterPath")).toMatch(/^video-posters\//);

    await page.goto(`/media/master-list?programId=${p._id}`);
    const row = page.getByTestId("video-row").filter({ hasText: "Turns, week 2" });
    await row.waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "media-master-list-1280");
    await row.getByRole("button", { name: "Preview Turns, week 2" }).click();
    const player = page.getByRole("dialog").getByTestId("preview-video");
    await player.waitFor();
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await expectNoSeriousViolations(page);
    await screenshot(page, "media-preview-1280");
  });

  it("pauses an upload while the network is gone and resumes it when it is back", async () => {
    const p = await program();
    const page = await signedIn(1280, true);
    await page.route("http://127.0.0.1:9199/**", async (route) => {
      if (route.request().method() !== "GET") await new Promise((r) => setTimeout(r, 2000));
      // Offline meanwhile: the request fails as a dropped connection would.
      await route.continue().catch(() => route.abort("internetdisconnected").catch(() => undefined));
    });
    await page.goto("/media/upload");
    await page.getByLabel("Program").selectOption(p._id);
    await page.getByLabel(/^Week\*?$/).selectOption("4");
    await page
      .getByTestId("video-files")
      .setInputFiles({ name: "offline.webm", mimeType: "video/webm", buffer: webm });
    const item = page.getByTestId("upload-item").filter({ hasText: "offline.webm" });
    await item
      .getByTestId("upload-progress")
      .filter({ hasText: /of 1\.\d kB/ })
      .waitFor();
    // In the network namespace the suite runs in, Chromium reports offline all along and network
    // emulation fires no events (see offline-attendance.spec.ts): the page is told, as a browser
    // on a real network tells it.
    await page.context().setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event("offline")));
    await item.getByTestId("upload-progress").filter({ hasText: "paused" }).waitFor();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await item.getByText("Saved as draft").waitFor({ timeout: 60_000 });
    const saved = await admin().db.collection("videos").where("programId", "==", p._id).get();
    expect(saved.docs.map((d) => d.get("week"))).toEqual([4]);
  });

  it("adds a YouTube link (a bad link is refused with its reason) and bulk-archives with undo", async () => {
    const p = await program();
    const other = await video(p._id, 3, "Across the floor");
    const page = await signedIn();
    await page.goto("/media/upload");
    await page.getByLabel("Program").selectOption(p._id);
    await page.getByLabel(/^Week\*?$/).selectOption("3");
    await page
      .getByLabel("Paste links, one per line")
      .fill("https://youtu.be/dQw4w9WgXcQ\nhttps://example.com/not-a-video");
    await page.getByRole("button", { name: "Add links" }).click();
    await page
      .getByTestId("upload-item")
      .filter({ hasText: "example.com" })
      .getByText(/Paste a YouTube or Vimeo link/)
      .waitFor();
    const link = page.getByTestId("upload-item").filter({ hasText: "youtu.be" });
    await link.getByLabel("Title").fill("Warm-up routine");
    await page.getByRole("button", { name: "Save 1 link" }).click();
    await link.getByText("Saved as draft").waitFor();
    const saved = await admin()
      .db.collection("videos")
      .where("programId", "==", p._id)
      .where("week", "==", 3)
      .get();
    const youtube = saved.docs.find((d) => d.get("title") === "Warm-up routine")!;
    expect(youtube.get("source.embedUrl")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

    // The week-by-week view shows both; archive both at once, then undo.
    await page.goto(`/media/master-list?programId=${p._id}&view=weeks`);
    await page.getByTestId("week-view").getByRole("button", { name: "Warm-up routine" }).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "media-weeks-1280");
    await page.goto(`/media/master-list?programId=${p._id}`);
    await page.getByTestId("video-row").first().waitFor();
    await page.getByRole("checkbox", { name: "Select every video shown" }).check({ force: true });
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Archive" }).click();
    await page.getByText("2 videos archived.").waitFor();
    await page.getByText("No videos match").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByTestId("video-row").filter({ hasText: other.title }).waitFor();
    await expect
      .poll(async () => (await admin().db.doc(`videos/${other._id}`).get()).get("archived"))
      .toBe(false);
  });

  it("moves a video to another week through the edit page, and shows not-found states", async () => {
    const p = await program();
    const moving = await video(p._id, 2, "Pirouette drill");
    await video(p._id, 2, "Port de bras");
    const page = await signedIn();
    await page.goto(`/media/edit/${moving._id}/2`);
    await page.getByRole("heading", { name: "Pirouette drill", level: 1 }).waitFor();
    await page.getByTestId("week-neighbours").getByText("Port de bras").waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "media-edit-1280");
    await page.getByLabel(/^Week\*?$/).selectOption("5");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(`**/media/edit/${moving._id}/5`);
    await page.getByText("“Pirouette drill” moved to week 5.").waitFor();
    await page.getByText("No other videos this week.").waitFor();
    expect((await admin().db.doc(`videos/${moving._id}`).get()).get("week")).toBe(5);

    await page.goto(`/media/edit/${moving._id}/99`);
    await page.getByText("Video not found").waitFor();
    await page.getByText(/Week 99 is not a week of/).waitFor();
    await page.goto(`/media/edit/${uid("missing")}/2`);
    await page.getByText("There is no such video.").waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Back to the library" }).click();
    await page.waitForURL("**/media/master-list");
  });

  it("shows the library in Program Details → Term weeks with release states, and in the Friday practice's picker", async () => {
    const p = await program(); // its week 3 is the week of the fixed clock's Monday
    await video(p._id, 1, "Week one warm-up", "published");
    await video(p._id, 8, "Week eight finale", "published");
    await video(p._id, 3, "Week three drill");
    const page = await signedIn(1280, false, schoolMonday().instant);
    await page.goto(`/programs/details?program=${p._id}`);
    await page.getByRole("tab", { name: "Term weeks" }).click();
    const items = page.getByTestId("term-week-video");
    await items.filter({ hasText: "Week one warm-up" }).getByText("Released", { exact: true }).waitFor();
    await items.filter({ hasText: "Week eight finale" }).getByText(/^Out /).waitFor();
    await items.filter({ hasText: "Week three drill" }).getByText("Draft", { exact: true }).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "media-term-weeks-1280");

    // This week's Friday falls in week 3 of the program: its video is offered.
    await page.goto("/students/create-friday-practice");
    await page.getByText("Videos of that week").waitFor();
    await page.getByText(`Week three drill (${p.name}, week 3)`).waitFor();
  });

  it("fits a 375 px wide screen: master list, upload and edit", async () => {
    const p = await program();
    const v = await video(p._id, 1, "Stretch and conditioning");
    const page = await signedIn(375);
    await page.goto(`/media/master-list?programId=${p._id}`);
    await page.getByTestId("video-row").first().waitFor();
    await screenshot(page, "media-master-list-375");
    await expectFitsWidth(page);
    await expectNoSeriousViolations(page);
    await page.goto("/media/upload");
    await page.getByText(/up to 250 MB each/).waitFor();
    await screenshot(page, "media-upload-375");
    await expectFitsWidth(page);
    await page.goto(`/media/edit/${v._id}/1`);
    await page.getByRole("heading", { name: "Stretch and conditioning", level: 1 }).waitFor();
    await screenshot(page, "media-edit-375");
    await expectFitsWidth(page);
    await expectNoSeriousViolations(page);
  });
});
