import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";

type SettingsBody = { data: { settings: { school: Record<string, unknown> } & Record<string, unknown> } };

const MONTH = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*";
/** Every other way the console used to write a date: "Nov 27", "27 Nov", "2026-11-27", "11-27". */
const OTHER_STYLES = new RegExp(
  `\\b${MONTH} \\d{1,2}\\b|\\b\\d{1,2} ${MONTH}\\b|\\b\\d{4}-\\d\\d-\\d\\d\\b|\\b\\d\\d-\\d\\d\\b`,
);
const SCHOOL_DATE = /\b(\d\d)\/(\d\d)\/\d{4}\b/g;

/** The screen's main content once it has stopped changing. */
async function settledMain(page: Page): Promise<string> {
  const main = page.locator("main");
  await main.waitFor();
  let last = "";
  for (let same = 0; same < 3;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await main.innerText();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

describe("one date format, the school's", () => {
  const suite = useBrowser();
  let token: string;
  let state: SignedInState;
  let original: SettingsBody["data"]["settings"];

  beforeAll(async () => {
    const me = await createAccount("admin");
    token = await sessionToken(me);
    original = (await call<SettingsBody>("/settings", { token })).body.data.settings;
    const changed = { ...original, school: { ...original.school, dateFormat: "dd/MM/yyyy" } };
    const saved = await call("/settings", { method: "PUT", token, body: changed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    state = await signedInState(suite.browser, me);
  });
  afterAll(async () => {
    await call("/settings", { method: "PUT", token, body: original });
  });

  it.each([
    ["dashboard", "/dashboard", true],
    ["schedules", "/programs/schedules", true],
    ["program-details", "/programs/details", true],
    ["friday-practice", "/students/create-friday-practice", true],
    ["students", "/students/details", true],
    ["master-list", "/media/master-list?view=weeks", false],
  ])("%s writes dates as Settings says (dd/MM/yyyy)", async (name, path, hasDates) => {
    const { page } = await suite.open({ state });
    page.setDefaultTimeout(30_000);
    // The school's format arrives with the shared lookups (a first visit knows no other).
    const lookups = page.waitForResponse((r) => r.url().includes("/api/programs/lookups") && r.ok());
    await page.goto(path);
    await lookups;
    const text = await settledMain(page);
    await screenshot(page, `date-format-${name}-1280`);
    expect(text.match(OTHER_STYLES)?.[0] ?? null, text).toBeNull();
    const dates = [...text.matchAll(SCHOOL_DATE)];
    if (hasDates) expect(dates.length, text).toBeGreaterThan(0);
    // Written day first: the second number is always a month.
    for (const d of dates) expect(Number(d[2]), d[0]).toBeLessThanOrEqual(12);
  });

  it("asks for a date when a date input is left empty, without naming a format", async () => {
    const { page } = await suite.open({ state, width: 375 });
    page.setDefaultTimeout(30_000);
    await page.goto("/programs/create");
    await page.getByLabel(/^Name/).fill("Date check");
    await page.getByRole("button", { name: "Create program" }).click();
    const field = page.locator("[data-scope=field][data-part=root]", {
      has: page.getByLabel(/^Term starts/),
    });
    await field.getByText("Enter a date.").waitFor();
    expect(await page.locator("main").innerText()).not.toMatch(/YYYY-MM-DD/);
    await screenshot(page, "date-format-empty-date-375");
  });
});
