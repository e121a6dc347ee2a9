import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";

/** How far a table's scroll area scrolls sideways (0: every column shows), with the widths. */
const overflowOf = (table: Locator) =>
  table.evaluate((t) => {
    const box = t.parentElement!;
    const cells = Array.from(t.querySelectorAll("tr:first-child > *"), (c) => Math.round(c.clientWidth));
    return { overflow: Math.max(0, box.scrollWidth - box.clientWidth - 1), box: box.clientWidth, cells };
  });

/** Whether an element lies wholly inside the window's width (not cut off at its right). */
const onScreen = async (page: Page, l: Locator) => {
  const b = (await l.boundingBox())!;
  return b.x >= 0 && b.x + b.width <= page.viewportSize()!.width;
};

describe("tables that fit at 1280, cards at 375", () => {
  const suite = useBrowser();
  let state: SignedInState;

  beforeAll(async () => {
    state = await signedInState(suite.browser, DEMO.admin);
  });

  it("the video library shows every column at 1280, the release and the buttons in sight", async () => {
    const { page } = await suite.open({ state, width: 1280 });
    page.setDefaultTimeout(30_000);
    await page.goto("/media/master-list");
    const table = page.getByTestId("video-table");
    const row = page.getByTestId("video-row").first();
    await row.waitFor();
    await screenshot(page, "tables-fit-videos-1280");
    const videos = await overflowOf(table);
    expect(videos.overflow, JSON.stringify(videos)).toBe(0);
    expect(await onScreen(page, table.getByRole("columnheader", { name: "Release" }))).toBe(true);
    expect(await onScreen(page, row.getByRole("button", { name: /^Preview / }))).toBe(true);
    expect(await onScreen(page, row.getByRole("link", { name: /^Edit / }))).toBe(true);
  });

  it("the video library is cards on a phone, each with its week and release", async () => {
    const { page } = await suite.open({ state, width: 375 });
    page.setDefaultTimeout(30_000);
    await page.goto("/media/master-list");
    const card = page.getByTestId("video-cards").getByTestId("video-row").first();
    await card.waitFor();
    expect(await page.getByTestId("video-table").count()).toBe(0);
    expect(await card.innerText()).toMatch(/Week \d+/);
    expect(await card.innerText()).toMatch(/Released|Draft|Out \d|Archived|Scheduled/);
    expect(await onScreen(page, card.getByRole("button", { name: /^Preview / }))).toBe(true);
    await screenshot(page, "tables-fit-videos-375");
  });

  it("Program Details shows every column at 1280 and cards on a phone", async () => {
    const wide = (await suite.open({ state, width: 1280 })).page;
    wide.setDefaultTimeout(30_000);
    await wide.goto("/programs/details");
    const table = wide.getByTestId("program-table");
    await table
      .getByRole("button", { name: /^Open / })
      .first()
      .waitFor();
    const programs = await overflowOf(table);
    expect(programs.overflow, JSON.stringify(programs)).toBe(0);
    expect(await onScreen(wide, table.getByRole("columnheader", { name: "Per week" }))).toBe(true);
    await screenshot(wide, "tables-fit-programs-1280");

    const phone = (await suite.open({ state, width: 375 })).page;
    phone.setDefaultTimeout(30_000);
    await phone.goto("/programs/details");
    const cards = phone.getByTestId("program-cards");
    await cards
      .getByRole("button", { name: /^Open / })
      .first()
      .waitFor();
    expect(await phone.getByTestId("program-table").count()).toBe(0);
    expect(await cards.innerText()).toMatch(/\d+ of \d+ places/);
    await screenshot(phone, "tables-fit-programs-375");
  });

  it("the attendance group view puts the rate and the newest sessions first", async () => {
    const { page } = await suite.open({ state, width: 1280 });
    page.setDefaultTimeout(30_000);
    await page.goto("/students/attendance");
    await page.getByRole("tab", { name: /Group view/ }).click();
    const headers = page.getByRole("columnheader");
    await headers.nth(2).waitFor();
    const texts = (await headers.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
    expect(texts.slice(0, 2)).toEqual(["Student", "Rate"]);
    // The school's format (MM/dd/yyyy in the demo school), newest first.
    const dates = texts.slice(2).map((t) => {
      const m = /(\d\d)\/(\d\d)\/(\d{4})$/.exec(t);
      expect(m, t).not.toBeNull();
      return `${m![3]}-${m![1]}-${m![2]}`;
    });
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await onScreen(page, headers.nth(1))).toBe(true);
    await screenshot(page, "tables-fit-group-view-1280");
  });
});
