import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, DEMO } from "../support/accounts";
import { call } from "../support/api-client";
import { settledViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { schoolMonday } from "../support/clock";
import { squarePng } from "../support/png";
import { fileExists } from "../support/stored-files";
import { addDays } from "../../functions/src/shared/school-calendar";

const axeViolations = settledViolations;

/**
 * The browser is told it is Sunday 23:00 in New York, which is already Monday 13:00 in Tokyo: the
 * school's "today", and so the calendar's week, depends on the zone in Settings.
 */
const { monday, instant } = schoolMonday();
const SUNDAY_NIGHT = new Date(instant.getTime() - 11 * 3600_000);

type SettingsBody = {
  data: { settings: Record<string, Record<string, unknown>>; logoURL: string | null };
};

describe("settings and the audit trail", () => {
  const suite = useBrowser();
  let adminState: SignedInState;
  let token: string;
  let original: SettingsBody["data"]["settings"];

  async function page(state: SignedInState, width = 1280) {
    const opened = await suite.open({ state, width, clock: SUNDAY_NIGHT });
    return opened.page;
  }
  /**
   * The control labelled exactly `label`. A required field's label also holds its "*" indicator
   * (hidden from screen readers, but part of the text Playwright matches), so it may follow.
   */
  const control = (p: Page, label: string) =>
    p.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));
  /** The Chakra field (label, control, error) around a labelled control. */
  const fieldOf = (p: Page, label: string) =>
    p.locator("[data-scope=field][data-part=root]", { has: control(p, label) });
  const weekLabel = async (p: Page) => {
    await p.getByTestId("week-label").waitFor();
    await p
      .locator("[aria-busy=true]")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    return (await p.getByTestId("week-label").textContent())?.trim();
  };

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
    token = await sessionToken(await createAccount("admin"));
    original = (await call<SettingsBody>("/settings", { token })).body.data.settings;
  });
  afterAll(async () => {
    // Put the school's zone (and anything else) back for the suites after this one.
    const res = await call("/settings", { method: "PUT", token, body: original });
    expect(res.status).toBe(200);
  });

  it("an admin fixes a field error next to its field, and the schedules calendar follows the new zone", async () => {
    expect(original.school?.timeZone).toBe("America/New_York");
    const p = await page(adminState);

    // New York: it is still Sunday, so the calendar shows the week that ends today.
    await p.goto("/programs/schedules");
    const before = await weekLabel(p);

    await p.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Settings" }).click();
    await p.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    const timeZone = control(p, "Time zone");
    const hours = control(p, "Session lifetime (hours)");
    await expect.poll(() => timeZone.inputValue()).toBe("America/New_York");
    expect(await control(p, "School name").inputValue()).toBe("Northside Dance Academy");
    await screenshot(p, "settings-1280");
    expect(await axeViolations(p)).toEqual([]);

    await timeZone.fill("Asia/Tokio");
    await hours.fill("30");
    await p.getByRole("button", { name: "Save settings" }).click();
    await fieldOf(p, "Session lifetime (hours)")
      .getByText("The session lifetime must be from 1 to 24 hours.")
      .waitFor();
    await fieldOf(p, "Time zone").getByText("Choose a time zone from the list").waitFor();
    expect(await hours.getAttribute("aria-invalid")).toBe("true");
    await hours.scrollIntoViewIfNeeded();
    await screenshot(p, "settings-errors-1280");
    expect(await axeViolations(p)).toEqual([]);
    // Nothing was saved.
    const unchanged = (await call<SettingsBody>("/settings", { token })).body.data.settings;
    expect(unchanged.school?.timeZone).toBe("America/New_York");

    await timeZone.fill("Asia/Tokyo");
    await hours.fill(String(original.security?.sessionHours));
    await p.getByRole("button", { name: "Save settings" }).click();
    await p.getByText("Settings saved.").waitFor();
    expect(await fieldOf(p, "Time zone").getByText("Choose a time zone").count()).toBe(0);
    const saved = (await call<SettingsBody>("/settings", { token })).body.data.settings;
    expect(saved.school?.timeZone).toBe("Asia/Tokyo");

    // Tokyo: it is Monday already, so the calendar opens on the week that starts today.
    await p.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Schedules" }).click();
    await expect.poll(() => weekLabel(p), { timeout: 15_000 }).not.toBe(before);
    const after = await weekLabel(p);
    await p.goto(`/programs/schedules?week=${monday}`);
    expect(await weekLabel(p)).toBe(after);
    await p.goto(`/programs/schedules?week=${addDays(monday, -7)}`);
    expect(await weekLabel(p)).toBe(before);
  });

  it("lists the change in the audit trail, filtered, linked to its record, and exports it", async () => {
    const p = await page(adminState);
    await p.goto("/setting");
    await p.getByRole("link", { name: "Audit trail", exact: true }).click();
    await p.waitForURL("**/setting/audit");
    await p.getByRole("heading", { name: "Audit trail", level: 1 }).waitFor();
    await p.getByRole("list", { name: "Audit entries" }).waitFor();

    await p.getByLabel("Kind of record").selectOption("settings");
    // The list asked with both filters: until its answer is drawn, the list may show the answer
    // to the kind alone (settings entries too), then a moment of loading with no entries.
    const bothFilters = p.waitForResponse(
      (r) =>
        /\/api\/audit\?/.test(r.url()) &&
        r.url().includes("resource=settings") &&
        r.url().includes("action=settings.update"),
    );
    // The action filter offers words; the address (and the API) keep the code.
    const action = p.getByLabel("Action");
    expect(await action.locator("option").allInnerTexts()).not.toContain("settings.update");
    await action.selectOption({ label: "Changed the settings" });
    await p.waitForURL(
      /resource=settings.*action=settings\.update|action=settings\.update.*resource=settings/,
    );
    await bothFilters;
    const first = p.getByRole("list", { name: "Audit entries" }).getByTestId("audit-entry").first();
    // Waited for, not counted at once: the answer may not be drawn yet. The newest change is this
    // file's own: the zone moved from New York to Tokyo, said in words.
    await first
      .getByTestId("audit-changes")
      .getByText("Time zone: America/New_York → Asia/Tokyo", { exact: true })
      .waitFor();
    expect(await first.innerText()).not.toMatch(/school\.timeZone|settings\.update/);
    // Only settings entries are listed.
    const items = p.getByRole("list", { name: "Audit entries" }).getByTestId("audit-entry");
    expect(await items.count()).toBeGreaterThan(0);
    expect(
      await items
        .getByTestId("audit-sentence")
        .filter({ hasText: / changed the settings\.$/ })
        .count(),
    ).toBe(await items.count());
    await screenshot(p, "audit-1280");
    expect(await axeViolations(p)).toEqual([]);

    const [download] = await Promise.all([
      p.waitForEvent("download"),
      p.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const lines = readFileSync((await download.path())!, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("at,actorName,actorEmail,actorRole,action,resource,resourceId,details");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(",settings.update,settings,general,"))).toBe(true);
    expect(lines[1]).toContain("Asia/Tokyo");

    await first.getByRole("link", { name: "the settings" }).click();
    await p.waitForURL("**/setting");
  });

  it("an admin uploads the school's logo, which shows once saved; a wrong file is refused", async () => {
    const p = await page(adminState);
    await p.goto("/setting");
    await p.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    const input = p.locator("input[type=file]");
    await input.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await p.getByRole("alert").filter({ hasText: "Choose a PNG, JPEG or WebP image." }).waitFor();

    await input.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: squarePng(120, [190, 24, 93]),
    });
    const logo = p.locator('img[alt="School logo"]');
    await logo.waitFor();
    await p.getByRole("button", { name: "Save settings" }).click();
    await p.getByText("Settings saved.").waitFor();
    const saved = (await call<SettingsBody>("/settings", { token })).body.data;
    const logoPath = saved.settings.school?.logoPath as string;
    expect(logoPath).toMatch(/^school\/logo\/[A-Za-z0-9]{20}\.png$/);
    expect(await fileExists(logoPath)).toBe(true);
    expect(saved.logoURL).toContain(encodeURIComponent(logoPath));

    // After a reload the logo comes from the URL the API made.
    await p.reload();
    await logo.waitFor();
    expect(await logo.getAttribute("src")).toBe(saved.logoURL);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The side menu's brand shows the school's logo and name too, once the frame has read them.
    const brand = p.getByTestId("sidebar").locator("img");
    await brand.waitFor();
    expect(await brand.getAttribute("src")).toBe(saved.logoURL);
    expect(await p.getByTestId("school-name").textContent()).toBe(saved.settings.school?.name);
    expect(await axeViolations(p)).toEqual([]);
    await screenshot(p, "settings-logo-1280");
  });

  it("shows staff the settings read-only and no audit trail", async () => {
    const staffState = await signedInState(suite.browser, DEMO.staff);
    const p = await page(staffState);
    await p.goto("/setting");
    await p.getByText("Only administrators can change the settings.").waitFor();
    expect(await control(p, "School name").isDisabled()).toBe(true);
    expect(await p.getByRole("button", { name: "Save settings" }).count()).toBe(0);
    const menu = p.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Settings" }).waitFor();
    expect(await menu.getByRole("link", { name: "Audit Trail" }).count()).toBe(0);
    await p.goto("/setting/audit");
    await p.getByText("Only administrators can see the audit trail.").waitFor();
  });

  it("fits 375 px without page-wide horizontal scroll", async () => {
    const p = await page(adminState, 375);
    for (const [path, name] of [
      ["/setting", "settings-375"],
      ["/setting/audit", "audit-375"],
    ] as const) {
      await p.goto(path);
      await p.getByRole("heading", { level: 1 }).waitFor();
      await p
        .locator("[aria-busy=true]")
        .first()
        .waitFor({ state: "detached" })
        .catch(() => undefined);
      await p.waitForTimeout(300);
      await screenshot(p, name);
      expect(await fitsViewportWidth(p), path).toBe(true);
    }
  });
});
