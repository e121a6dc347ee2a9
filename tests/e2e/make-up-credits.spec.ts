import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { admin } from "../support/env";
import { makeStudent } from "../support/school-factory";
import { issueCredit, seatsSchool, type SeatsSchool } from "../support/seats-school";

/**
 * Staff manage a student's make-up credits on the student's record: the "Make-up credits" tab
 * lists them; staff issue one with a reason (none: the reason's field says so), extend one and
 * void another, and the list follows. Credits are issued through the API at the real clock.
 */
const DAY = 86_400_000;

/** The text just after a control in its field: where the field's error shows. */
const textAfter = (control: Locator) => control.locator("xpath=following-sibling::*[1]").innerText();

describe("make-up credits in the console", () => {
  const suite = useBrowser();
  let school: SeatsSchool;
  let staffState: SignedInState;

  beforeAll(async () => {
    school = await seatsSchool([10]);
    staffState = await signedInState(suite.browser, school.staff);
  }, 120_000);

  async function openCredits(studentId: string, width = 1280): Promise<{ page: Page; tab: Locator }> {
    const { page } = await suite.open({ state: staffState, width, height: width === 1280 ? 800 : 812 });
    await page.goto(`/students/details?student=${studentId}`);
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("tab", { name: "Make-up credits" }).click({ timeout: 90_000 });
    const tab = drawer.getByRole("tabpanel", { name: "Make-up credits" });
    return { page, tab };
  }

  it("staff issue a credit with a reason, extend it and void another; the list follows", async () => {
    const student = await makeStudent([school.groups[0]!], {
      firstName: "Lena",
      programIds: [school.programId],
    });
    const now = new Date().toISOString();
    await issueCredit(school, student.id, now, 10);
    await issueCredit(school, student.id, now, 20);
    const { page, tab } = await openCredits(student.id);
    const items = tab.getByRole("list", { name: "Make-up credits" }).getByRole("listitem");
    await items.nth(1).waitFor({ timeout: 60_000 });
    expect(await items.count()).toBe(2);
    expect(await items.first().innerText()).toContain("Issued by hand: Test credit");
    // The programs to issue a credit in have arrived: the button is ready.
    await tab.locator("button:enabled", { hasText: "Issue a credit" }).waitFor({ timeout: 30_000 });
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "console-make-up-credits-1280");

    // Issue: without a reason, the reason's field says why it is refused, and nothing is sent.
    await tab.getByRole("button", { name: "Issue a credit" }).click();
    const issue = page.getByRole("dialog", { name: "Issue a make-up credit" });
    await issue.getByRole("button", { name: "Issue credit" }).click();
    const reason = issue.getByRole("textbox", { name: "Reason" });
    await issue.getByText("Say why.").waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    expect(await textAfter(reason)).toBe("Say why.");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "console-make-up-credit-issue-1280");
    await reason.fill("The school cancelled the class for the recital");
    await issue.getByRole("button", { name: "Issue credit" }).click();
    await issue.waitFor({ state: "hidden", timeout: 30_000 });
    const issued = items.filter({ hasText: "The school cancelled the class for the recital" });
    await issued.waitFor({ timeout: 30_000 });
    expect(await items.count()).toBe(3);
    expect(await issued.getByText("Open", { exact: true }).count()).toBe(1);

    // Extend the new credit by 14 days: the expiry on the list moves on.
    const credits = admin().db.collection("seatCredits");
    const stored = (await credits.where("studentId", "==", student.id).get()).docs.find(
      (d) => d.get("reason") === "The school cancelled the class for the recital",
    )!;
    const before = stored.get("expiresAt").toMillis() as number;
    const expiryBefore = await issued.getByText(/^Expires /).innerText();
    await issued.getByRole("button", { name: "Extend" }).click();
    const extend = page.getByRole("dialog", { name: "Extend this credit" });
    await extend.getByRole("spinbutton", { name: "More days" }).fill("14");
    await extend.getByRole("textbox", { name: "Reason" }).fill("Away for a family wedding");
    await extend.getByRole("button", { name: "Extend credit" }).click();
    await extend.waitFor({ state: "hidden", timeout: 30_000 });
    await issued
      .getByText(/^Expires /)
      .filter({ hasNotText: expiryBefore })
      .waitFor({ timeout: 30_000 });
    expect(((await stored.ref.get()).get("expiresAt").toMillis() as number) - before).toBe(14 * DAY);

    // Void the first seeded credit (soonest expiry), after its confirmation.
    const first = items.first();
    await first.getByRole("button", { name: "Void" }).click();
    const voiding = page.getByRole("dialog", { name: "Void this credit?" });
    await voiding.getByText("This cannot be undone.").waitFor();
    await voiding.getByRole("textbox", { name: "Reason" }).fill("Issued twice by mistake");
    await voiding.getByRole("button", { name: "Void credit" }).click();
    await voiding.waitFor({ state: "hidden", timeout: 30_000 });
    const voided = items.filter({ hasText: "Void" }).filter({ hasNotText: "Extend" });
    await voided.first().waitFor({ timeout: 30_000 });
    expect(await voided.count()).toBe(1);
    expect(await voided.getByRole("button").count()).toBe(0);
    const statuses = (await credits.where("studentId", "==", student.id).get()).docs.map((d) =>
      d.get("status"),
    );
    expect(statuses.sort()).toEqual(["open", "open", "void"]);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "console-make-up-credits-after-1280");
  }, 240_000);

  it("fits a phone: the credits tab at 375 wide, axe clean", async () => {
    const student = await makeStudent([school.groups[0]!], { programIds: [school.programId] });
    await issueCredit(school, student.id, new Date().toISOString());
    const { page, tab } = await openCredits(student.id, 375);
    await tab.getByRole("listitem").first().waitFor({ timeout: 60_000 });
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await tab.locator("button:enabled", { hasText: "Issue a credit" }).waitFor({ timeout: 30_000 });
    expect(await fitsViewportWidth(page)).toBe(true);
    await screenshot(page, "console-make-up-credits-375");
    await tab.getByRole("button", { name: "Issue a credit" }).click();
    await page.getByRole("dialog", { name: "Issue a make-up credit" }).waitFor();
    await screenshot(page, "console-make-up-credit-issue-375");
  }, 180_000);
});
