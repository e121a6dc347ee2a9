import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO, fitsViewportWidth, launch, newContext, screenshot, signIn, watchErrors } from "../support/browser";
import { admin } from "../support/env";

const run = randomUUID().slice(0, 8);
const TITLE = `Junior Ballet rehearsal ${run}`;

/** Two days ahead at 10:00, as the datetime-local input takes it. */
function inTwoDays() {
  const d = new Date(Date.now() + 2 * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
}

// This screen's own content: the shared header and menu are checked by the shell suite.
const seriousAxeViolations = async (page: Page) => describeViolations(await seriousViolations(page, { within: "main" }));


describe("announcements: write, schedule, publish and review", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let announcementId = "";

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard");
  });

  afterAll(async () => {
    await browser?.close();
    if (!announcementId) return;
    const { db } = admin();
    const mails = await db.collection("mail").where("meta.announcementId", "==", announcementId).get();
    const batch = db.batch();
    for (const m of mails.docs) batch.delete(m.ref);
    batch.delete(db.doc(`announcements/${announcementId}`));
    await batch.commit();
  });

  it("writes a scheduled announcement for one group, with a live preview and the students it reaches", async () => {
    const { db } = admin();
    const reached = (
      await db
        .collection("students")
        .where("status", "==", "active")
        .where("groupIds", "array-contains", "junior-ballet")
        .count()
        .get()
    ).data().count;

    await page.goto("/announcements/create");
    await page.getByRole("heading", { name: "Create announcement" }).waitFor();
    expect(await page.title()).toBe("Create Announcement | Studio Admin");

    // The schema's field errors show before anything is sent.
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("Enter a title.").waitFor();
    await page.getByText("Write the announcement.").waitFor();

    await page.getByLabel("Title").fill(TITLE);
    await page
      .getByLabel("Message (Markdown)")
      .fill(
        "Rehearsal moves to **Studio B** this week.\n\n- Bring pointe shoes\n- [Timetable](https://studio.test/timetable)\n\n<script>window.__pwned = 1</script>",
      );
    const preview = page.getByTestId("markdown-preview");
    await preview.locator("strong", { hasText: "Studio B" }).waitFor();
    expect(await preview.locator("script").count()).toBe(0);

    await page.getByText("Chosen groups").click();
    await page.getByText("Choose at least one group.").first().waitFor();
    await page.getByText("Junior Ballet", { exact: false }).first().click();
    await page.getByTestId("audience-reach").getByText(`${reached} students`).waitFor();

    await page.getByText("Also email guardians").click();
    await page.getByText("Schedule", { exact: true }).click();
    await page.getByLabel("Publish at").fill(inTwoDays());
    await screenshot(page, "announcement-create-1280");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Schedule" }).last().click();
    await page.waitForURL("**/announcements/view?status=scheduled");
    const card = page.getByTestId("announcement-card").filter({ hasText: TITLE });
    await card.waitFor();
    expect(await card.getByTestId("announcement-status").textContent()).toBe("scheduled");
    expect(await card.getByLabel("Audience").textContent()).toContain("Junior Ballet");

    const saved = await db.collection("announcements").where("title", "==", TITLE).get();
    expect(saved.size).toBe(1);
    announcementId = saved.docs[0]!.id;
    expect(saved.docs[0]!.get("audience")).toEqual({ type: "groups", ids: ["junior-ballet"] });
    expect((await db.collection("mail").where("meta.announcementId", "==", announcementId).get()).size).toBe(
      0,
    );
    await screenshot(page, "announcements-scheduled-1280");
  });

  it("publishes it, shows it in the published list, and queues one mail per guardian/student address", async () => {
    const card = page.getByTestId("announcement-card").filter({ hasText: TITLE });
    await card.getByRole("button", { name: `Publish ${TITLE} now` }).click();
    await page.getByText(`“${TITLE}” published.`).waitFor();

    await page.getByRole("tab", { name: "Published" }).click();
    await page.waitForURL("**/announcements/view?status=published");
    const published = page.getByTestId("announcement-card").filter({ hasText: TITLE });
    await published.waitFor();
    expect(await published.getByTestId("announcement-status").textContent()).toBe("published");

    const { db } = admin();
    const students = await db
      .collection("students")
      .where("status", "==", "active")
      .where("groupIds", "array-contains", "junior-ballet")
      .get();
    const expected = new Set<string>();
    for (const s of students.docs) {
      for (const e of [s.get("email"), s.get("guardian.email")])
        if (typeof e === "string") expected.add(e.toLowerCase());
    }
    const mails = await db.collection("mail").where("meta.announcementId", "==", announcementId).get();
    expect(mails.docs.map((m) => m.get("to")).sort()).toEqual([...expected].sort());
    for (const m of mails.docs) {
      expect(m.get("message.subject")).toContain(TITLE);
      expect(m.get("message.html")).not.toContain("<script>");
    }
    expect((await db.doc(`announcements/${announcementId}`).get()).get("mailQueuedAt")).toBeTruthy();
  });

  it("opens it to read, rendered, and archives it with undo", async () => {
    const card = page.getByTestId("announcement-card").filter({ hasText: TITLE });
    await card.getByRole("button", { name: TITLE, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("strong", { hasText: "Studio B" }).waitFor();
    expect(await dialog.locator("a[href='https://studio.test/timetable']").count()).toBe(1);
    await page.waitForTimeout(400); // let the dialog's open animation finish for the screenshot
    await screenshot(page, "announcement-read-1280");
    await dialog.getByRole("button", { name: "Close" }).click();

    await card.getByRole("button", { name: `Archive ${TITLE}` }).click();
    await page.getByText(`“${TITLE}” archived.`).waitFor();
    await card.waitFor({ state: "detached" });
    const { db } = admin();
    expect((await db.doc(`announcements/${announcementId}`).get()).get("archived")).toBe(true);
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByTestId("announcement-card").filter({ hasText: TITLE }).waitFor();
    expect((await db.doc(`announcements/${announcementId}`).get()).get("archived")).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("searches and pins", async () => {
    await page.getByLabel("Search announcements").fill(`rehearsal ${run}`);
    await page.waitForURL(/q=rehearsal/);
    // The list settles on the one match once the debounced search has run.
    await page.waitForFunction(
      () => document.querySelectorAll("[data-testid=announcement-card]").length === 1,
    );
    const card = page.getByTestId("announcement-card").filter({ hasText: TITLE });
    await card.waitFor();
    await card.getByRole("button", { name: `Pin ${TITLE}` }).click();
    await card.getByRole("img", { name: "Pinned" }).waitFor();
  });

  it("fits a 375 px phone without sideways scrolling", async () => {
    const phone = await newContext(browser, 375, 800);
    const p = await phone.newPage();
    await signIn(p, DEMO.admin);
    await p.waitForURL("**/dashboard");
    await p.goto("/announcements/view");
    await p.getByTestId("announcement-card").first().waitFor();
    expect(await fitsViewportWidth(p)).toBe(true);
    await screenshot(p, "announcements-view-375");
    await p.goto(`/announcements/create?id=${announcementId}`);
    await p.getByRole("heading", { name: "Edit announcement" }).waitFor();
    expect(await p.getByLabel("Title").inputValue()).toBe(TITLE);
    expect(await fitsViewportWidth(p)).toBe(true);
    await screenshot(p, "announcement-edit-375");
    await phone.close();
  });

  it("had no uncaught errors in the page", () => {
    expect(errors).toEqual([]);
  });
});
