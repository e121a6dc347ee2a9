import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, DEMO } from "../support/accounts";
import { call } from "../support/api-client";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";
import { admin } from "../support/env";

/**
 * Every date and time the console shows is the school's (America/New_York in the demo school),
 * whatever zone the device is in. Each screen is read on a device 14 hours ahead of UTC and on one
 * 11 hours behind it: 25 hours apart, so any time written in the device's zone differs by an hour
 * and usually by a day, while the school's time reads the same.
 */
const FAR_EAST = "Pacific/Kiritimati";
const FAR_WEST = "Pacific/Pago_Pago";
const TIME = /\d\d:\d\d/;

/** A locator's text once it has stopped changing (data and the school's settings have arrived). */
async function settledText(locator: Locator): Promise<string> {
  await locator.first().waitFor();
  let last = "";
  for (let same = 0; same < 3;) {
    await new Promise((r) => setTimeout(r, 400));
    const now = (await locator.allInnerTexts()).join("\n");
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

describe("school time on every screen, whatever the device's zone", () => {
  const suite = useBrowser();
  let state: SignedInState;

  beforeAll(async () => {
    state = await signedInState(suite.browser, DEMO.admin);
  });

  /** The text `read` finds on a screen, in each of the two zones (and a screenshot of each). */
  async function inBothZones(name: string, read: (page: Page) => Promise<string>, width = 1280) {
    const texts: string[] = [];
    for (const timezoneId of [FAR_EAST, FAR_WEST]) {
      const { page } = await suite.open({ state, width, timezoneId });
      page.setDefaultTimeout(30_000);
      texts.push(await read(page));
      await screenshot(page, `school-time-${name}-${timezoneId.split("/")[1]}-${width}`);
    }
    return texts;
  }

  async function expectSameText(name: string, read: (page: Page) => Promise<string>, width = 1280) {
    const [east, west] = await inBothZones(name, read, width);
    expect(east).toMatch(TIME);
    expect(west).toBe(east);
  }

  it("chat messages and the chat list", async () => {
    await expectSameText("chat", async (page) => {
      await page.goto("/chat/individual");
      const item = page.getByTestId("chat-list-item").first();
      await item.waitFor();
      const list = await settledText(page.getByTestId("chat-list-item"));
      await item.click();
      return `${list}\n${await settledText(page.getByTestId("message-list"))}`;
    });
  });

  it("support messages", async () => {
    await expectSameText("support", async (page) => {
      await page.goto("/support/chat");
      const item = page.getByTestId("support-list").getByTestId("chat-list-item").first();
      await item.waitFor();
      await item.click();
      return settledText(page.getByTestId("message-list"));
    });
  });

  it("bug reports", async () => {
    await expectSameText("bug-reports", async (page) => {
      await page.goto("/support/bug-reports");
      return settledText(page.getByTestId("bug-report-card"));
    });
  });

  it("the team's last sign-in", async () => {
    await expectSameText("team", async (page) => {
      await page.goto("/setting/team");
      return settledText(page.getByTestId("team-member"));
    });
  });

  it("Settings' Last saved", async () => {
    // Saved once as they are, so that there is a time to show.
    const token = await sessionToken(await createAccount("admin"));
    const view = await call<{ data: { settings: unknown } }>("/settings", { token });
    const saved = await call("/settings", { method: "PUT", token, body: view.body.data.settings });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectSameText("settings", async (page) => {
      await page.goto("/setting");
      return settledText(page.getByTestId("last-saved"));
    });
  });

  it("attendance's Saved at", async () => {
    const taken = await admin().db.collection("attendance").where("updatedAt", "!=", null).limit(20).get();
    const doc = taken.docs.find((d) => /^schedule_.+_\d{4}-\d{2}-\d{2}$/.test(d.id));
    expect(doc, "a seeded register").toBeDefined();
    const [, scheduleId, date] = /^schedule_(.+)_(\d{4}-\d{2}-\d{2})$/.exec(doc!.id)!;
    await expectSameText("attendance", async (page) => {
      await page.goto(`/students/attendance?date=${date}&session=schedule:${scheduleId}`);
      return settledText(page.getByTestId("save-state").filter({ hasText: "Saved at" }));
    });
  });

  it("page version history", async () => {
    const pages = await admin().db.collection("pages").limit(1).get();
    expect(pages.empty).toBe(false);
    await expectSameText("page-history", async (page) => {
      await page.goto(`/static-content/manage?page=${pages.docs[0]!.id}`);
      await page.getByRole("heading", { name: "Version history" }).waitFor();
      return settledText(page.getByTestId("page-version"));
    });
  });
});
