import { randomUUID } from "node:crypto";
import type { Page as BrowserPage } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Link, StudentLink } from "../../functions/src/shared/link.schema";
import type { Page, StudentPage, StudentPageSummary } from "../../functions/src/shared/page.schema";
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
import { admin } from "../support/env";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * Pages and links in Chromium: staff publish a page and a student's app (their Firebase
 * ID token, through the API) reads it; an old version is restored; a hidden link leaves the
 * student's list; a link moves with the keyboard. Every record is the test's own.
 */
const run = randomUUID().slice(0, 8);

const seriousAxeViolations = async (page: BrowserPage) =>
  describeViolations(await seriousViolations(page, { within: "main" }));

describe("pages and links students read", () => {
  const suite = useBrowser();
  let adminState: SignedInState;
  let token: string;
  let student: TestStudentAccount;
  const pages: string[] = [];
  const links: string[] = [];

  async function adminPage(width = 1280) {
    const opened = await suite.open({ state: adminState, width });
    return opened.page;
  }

  async function arrangePage(slug: string, body: string) {
    const res = await call<{ data: Page }>("/pages", {
      method: "POST",
      token,
      body: { slug, title: `Term dates ${run}`, body, status: "published", order: 900 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    pages.push(res.body.data._id);
    return res.body.data;
  }

  async function arrangeLink(title: string) {
    const res = await call<{ data: Link }>("/links", {
      method: "POST",
      token,
      body: { title, url: "https://www.rad.org.uk/", category: "Exams", shown: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    links.push(res.body.data._id);
    return res.body.data;
  }

  const studentLinks = async () =>
    (await call<{ data: StudentLink[] }>("/me/links", { token: await student.idToken() })).body.data;

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
    token = await sessionToken(await createAccount("admin"));
    student = await createStudentAccount();
  });
  afterAll(async () => {
    const { db } = admin();
    const found = await db
      .collection("pages")
      .where("slug", ">=", `e2e-${run}`)
      .where("slug", "<", `e2e-${run}~`)
      .get();
    for (const id of new Set([...pages, ...found.docs.map((d) => d.id)]))
      await db.recursiveDelete(db.doc(`pages/${id}`));
    await Promise.all(links.map((id) => db.doc(`links/${id}`).delete()));
  });

  it("publishes a page with a live preview and a checked slug, and a student reads it", async () => {
    const slug = `e2e-${run}-dress-code`;
    const page = await adminPage();
    await page.goto("/static-content/manage");
    await page.getByRole("heading", { name: "Pages" }).waitFor();
    expect(await page.title()).toBe("Static Content | Studio Admin");
    await page.getByRole("button", { name: "New page" }).click();

    // The schema's errors show beside the fields before anything is sent.
    await page.getByRole("button", { name: "Create page" }).click();
    await page.getByText("Enter a title.").waitFor();
    await page.getByLabel("Title").fill(`Dress code ${run}`);
    // The title suggests the address, until one is typed.
    await expect.poll(() => page.getByLabel("Address").inputValue()).toBe(`dress-code-${run}`);
    await page.getByLabel("Address").fill("Dress Code");
    await page
      .getByText("Use lowercase letters, numbers and single hyphens, like dress-code.")
      .first()
      .waitFor();
    await page.getByLabel("Address").fill("dress-code");
    // The seed's page has this slug: the live check says so before saving.
    await page.getByText("Another page already uses this address.").waitFor();
    await page.getByLabel("Address").fill(slug);
    await page.getByText(`Free. Students open it as ${slug}.`).waitFor();
    await page.getByLabel("Status").selectOption("published");
    await page
      .getByLabel(/^Page text\*?$/)
      .fill("## Ballet\n\n- **Black** leotard\n- Pink tights\n\n<script>window.__pwned = 1</script>");
    const preview = page.getByTestId("markdown-preview");
    await preview.locator("strong", { hasText: "Black" }).waitFor();
    expect(await preview.locator("script").count()).toBe(0);
    await screenshot(page, "static-content-page-editor-1280");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create page" }).click();
    await page.getByText(`Dress code ${run} is created.`).waitFor();
    await page.waitForURL((url) => (url.searchParams.get("page") ?? "new") !== "new");

    const idToken = await student.idToken();
    const list = await call<{ data: StudentPageSummary[] }>("/me/pages", { token: idToken });
    expect(list.body.data.map((p) => p.slug)).toContain(slug);
    const read = await call<{ data: StudentPage }>(`/me/pages/${slug}`, { token: idToken });
    expect(read.status).toBe(200);
    expect(read.body.data.body).toContain("**Black** leotard");
  });

  it("shows a page's history with a diff and restores an old version", async () => {
    const slug = `e2e-${run}-term-dates`;
    const first = "Autumn term starts on **8 September**.\n\nHalf term: 27 to 31 October.";
    const made = await arrangePage(slug, first);
    const edit = await call<{ data: Page }>(`/pages/${made._id}`, {
      method: "PATCH",
      token,
      body: { version: 1, body: "Autumn term starts on **9 September**.\n\nHalf term: 27 to 31 October." },
    });
    expect(edit.body.data.version).toBe(2);

    const page = await adminPage();
    await page.goto(`/static-content/manage?page=${made._id}`);
    await page.getByRole("heading", { name: "Version history" }).waitFor();
    await page.getByTestId("page-version").nth(1).waitFor();
    expect(await page.getByTestId("page-version").count()).toBe(2);
    const diff = page.getByTestId("page-diff");
    await diff.getByText("Autumn term starts on **8 September**.").waitFor();
    await diff.getByText("Autumn term starts on **9 September**.").waitFor();
    await page.getByRole("heading", { name: "Version history" }).scrollIntoViewIfNeeded();
    await screenshot(page, "static-content-page-history-1280");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await page.getByText("Version 1 is restored as version 3.").waitFor();
    await page.getByTestId("page-version").nth(2).waitFor();
    await page.getByText("Restored from 1").waitFor();
    expect(await page.getByLabel(/^Page text\*?$/).inputValue()).toBe(first);

    const stored = await call<{ data: Page }>(`/pages/${made._id}`, { token });
    expect(stored.body.data).toMatchObject({ version: 3, body: first });
    const read = await call<{ data: StudentPage }>(`/me/pages/${slug}`, { token: await student.idToken() });
    expect(read.body.data.body).toBe(first);
  });

  it("keeps the editor's text when someone else saved first (409), on a phone", async () => {
    const made = await arrangePage(`e2e-${run}-faq`, "First answer.");
    const page = await adminPage(375);
    await page.goto(`/static-content/manage?page=${made._id}`);
    const body = page.getByLabel(/^Page text\*?$/);
    await body.waitFor();
    expect(await body.inputValue()).toBe("First answer.");
    // Another editor saves while this one types.
    const other = await call<{ data: Page }>(`/pages/${made._id}`, {
      method: "PATCH",
      token,
      body: { version: 1, body: "Someone else's answer." },
    });
    expect(other.body.data.version).toBe(2);
    await body.fill("My answer.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "changed since you opened it" });
    await alert.waitFor();
    expect(await body.inputValue()).toBe("My answer.");
    const stored = await call<{ data: Page }>(`/pages/${made._id}`, { token });
    expect(stored.body.data).toMatchObject({ version: 2, body: "Someone else's answer." });
    expect(await fitsViewportWidth(page)).toBe(true);
    await alert.scrollIntoViewIfNeeded();
    await screenshot(page, "static-content-page-conflict-375");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await alert.getByRole("button", { name: "Load the saved version" }).click();
    await expect.poll(() => body.inputValue()).toBe("Someone else's answer.");
  });

  it("hides a link from students, and moves one with the keyboard", async () => {
    const a = await arrangeLink(`Exam syllabus ${run}`);
    const b = await arrangeLink(`Uniform shop ${run}`);
    expect((await studentLinks()).map((l) => l.id)).toEqual(expect.arrayContaining([a._id, b._id]));

    const page = await adminPage();
    await page.goto("/static-content/links");
    const rowA = page.getByTestId("link-row").filter({ hasText: a.title });
    await rowA.waitFor();
    expect(await page.title()).toBe("Links | Studio Admin");
    await screenshot(page, "static-content-links-1280");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await rowA.getByText("Shown", { exact: true }).click();
    await page.getByText(`${a.title} is hidden from students.`).waitFor();
    await rowA.getByText("Hidden", { exact: true }).waitFor();
    const seen = (await studentLinks()).map((l) => l.id);
    expect(seen).not.toContain(a._id);
    expect(seen).toContain(b._id);

    // Keyboard only: focus "Move … up" on the second link and press Enter.
    const up = page.getByRole("button", { name: `Move ${b.title} up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await page.getByText(new RegExp(`${b.title} moved to position`)).waitFor({ state: "attached" });
    await expect
      .poll(async () => {
        const res = await call<{ data: Link[] }>("/links", { token });
        const ids = res.body.data.map((l) => l._id);
        return ids.indexOf(b._id) < ids.indexOf(a._id);
      })
      .toBe(true);
    const rows = await page.getByTestId("link-row").allTextContents();
    expect(rows.findIndex((t) => t.includes(b.title))).toBeLessThan(
      rows.findIndex((t) => t.includes(a.title)),
    );
    // The focus stays on the moved link's button, so pressing again keeps moving it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
      new RegExp(`^Move ${b.title} (up|down)$`),
    );
  });

  it("fits a phone's width, both screens", async () => {
    const page = await adminPage(375);
    await page.goto("/static-content/manage");
    await page.getByTestId("page-row").first().waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
    await screenshot(page, "static-content-pages-375");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto("/static-content/links");
    await page.getByTestId("link-row").first().waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
    await screenshot(page, "static-content-links-375");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
