import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken, DEMO } from "../support/accounts";
import { call } from "../support/api-client";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { atSchoolTime, schoolMonday } from "../support/clock";
import { admin } from "../support/env";

const run = randomUUID().slice(0, 8);
const BODY =
  "Rehearsal moves to **Studio B** this week.\n\n- Bring pointe shoes\n- [Timetable](https://studio.test/timetable)\n\n<script>window.__pwned = 1</script>";

/**
 * The browser is told it is Monday 10:00 in the school's zone (see schoolMonday); the schedule is
 * set for Wednesday of the following week, in the future for the browser's check and for the
 * server's (which runs on the real clock, at most a week past that Monday).
 */
const { monday, instant: CLOCK } = schoolMonday();
const PUBLISH_AT = `${addDays(monday, 9)}T10:00`;

// This screen's own content: the shared header and menu are checked by the shell suite.
const seriousAxeViolations = async (page: Page) =>
  describeViolations(await seriousViolations(page, { within: "main" }));

describe("announcements: write, schedule, publish and review", () => {
  const suite = useBrowser();
  let adminState: SignedInState;
  let token: string;
  const created: string[] = [];

  async function adminPage(width = 1280) {
    const opened = await suite.open({ state: adminState, width, clock: CLOCK });
    return opened.page;
  }

  /** An announcement of the test's own, made through the API. */
  async function arrange(title: string, publish: "schedule" | "now", emailGuardians = false) {
    const res = await call<{ data: { _id: string } }>("/announcements", {
      method: "POST",
      token,
      body: {
        title,
        body: BODY,
        audience: { type: "groups", ids: ["junior-ballet"] },
        publish,
        ...(publish === "schedule" ? { publishAt: atSchoolTime(addDays(monday, 9), 10).toISOString() } : {}),
        pinned: false,
        emailGuardians,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push(res.body.data._id);
    return res.body.data._id;
  }

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
    token = await sessionToken(await createAccount("admin"));
  });
  afterAll(async () => {
    const { db } = admin();
    const batch = db.batch();
    for (const id of created) {
      const mails = await db.collection("mail").where("meta.announcementId", "==", id).get();
      for (const m of mails.docs) batch.delete(m.ref);
      batch.delete(db.doc(`announcements/${id}`));
    }
    await batch.commit();
  });

  it("writes a scheduled announcement for one group, with a live preview and the students it reaches", async () => {
    const TITLE = `Junior Ballet rehearsal ${run}w`;
    const page = await adminPage();
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
    await page.getByLabel(/^Message\*?$/).fill(BODY);
    const preview = page.getByTestId("markdown-preview");
    await preview.locator("strong", { hasText: "Studio B" }).waitFor();
    expect(await preview.locator("script").count()).toBe(0);

    await page.getByText("Chosen groups").click();
    // Said once: the form's error after the failed publish, not again as a hint beside it.
    await page.getByText("Choose at least one group.").waitFor();
    expect(await page.getByText("Choose at least one group.").count()).toBe(1);
    await page.getByText("Junior Ballet", { exact: false }).first().click();
    await page.getByTestId("audience-reach").getByText(`${reached} students`).waitFor();

    await page.getByText("Also email guardians").click();
    await page.getByText("Schedule", { exact: true }).click();
    await page.getByLabel("Publish at").fill(PUBLISH_AT);
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
    const announcementId = saved.docs[0]!.id;
    created.push(announcementId);
    expect(saved.docs[0]!.get("audience")).toEqual({ type: "groups", ids: ["junior-ballet"] });
    expect((await db.collection("mail").where("meta.announcementId", "==", announcementId).get()).size).toBe(
      0,
    );
    await screenshot(page, "announcements-scheduled-1280");
  });

  it("publishes a scheduled one, shows it in the published list, and queues one mail per guardian/student address", async () => {
    const word = `p${run}`;
    const TITLE = `Junior Ballet rehearsal ${word}`;
    const announcementId = await arrange(TITLE, "schedule", true);
    const page = await adminPage();
    await page.goto(`/announcements/view?status=scheduled&q=${word}`);
    const card = page.getByTestId("announcement-card").filter({ hasText: TITLE });
    await card.getByRole("button", { name: `Publish ${TITLE} now` }).click();
    await page.getByText(`“${TITLE}” published.`).waitFor();

    await page.getByRole("tab", { name: "Published" }).click();
    // The tab changes the status and keeps the search this test narrowed the list with.
    await page.waitForURL(
      (url) => url.pathname === "/announcements/view" && url.searchParams.get("status") === "published",
    );
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

  it("opens one to read, rendered, and archives it with undo", async () => {
    const word = `r${run}`;
    const TITLE = `Junior Ballet rehearsal ${word}`;
    const announcementId = await arrange(TITLE, "now");
    const page = await adminPage();
    await page.goto(`/announcements/view?status=published&q=${word}`);
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
    const word = `s${run}`;
    const TITLE = `Junior Ballet rehearsal ${word}`;
    await arrange(TITLE, "now");
    const page = await adminPage();
    await page.goto("/announcements/view?status=published");
    await page.getByTestId("announcement-card").first().waitFor();
    await page.getByLabel("Search announcements").fill(`rehearsal ${word}`);
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
    const TITLE = `Junior Ballet rehearsal e${run}`;
    const announcementId = await arrange(TITLE, "schedule");
    const p = await adminPage(375);
    await p.goto("/announcements/view");
    await p.getByTestId("announcement-card").first().waitFor();
    expect(await fitsViewportWidth(p)).toBe(true);
    await screenshot(p, "announcements-view-375");
    await p.goto(`/announcements/create?id=${announcementId}`);
    await p.getByRole("heading", { name: "Edit announcement" }).waitFor();
    expect(await p.getByLabel("Title").inputValue()).toBe(TITLE);
    expect(await fitsViewportWidth(p)).toBe(true);
    await screenshot(p, "announcement-edit-375");
  });
});
