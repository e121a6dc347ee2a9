import { describe, expect, it } from "vitest";
import { directChatId } from "../../functions/src/chats/direct-chat-id";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { fitsViewportWidth, screenshot, signIn, useBrowser } from "../support/browser";

// The admin's list of every conversation: the seeded chat of demo-staff with student 2 (a minor),
// which the admin is not in, is found there and opened for review.
const CHAT_ID = directChatId("demo-staff", "demo-student-002");
const REVIEW_HREF = `/support/review/${encodeURIComponent(CHAT_ID)}`;

describe("an admin lists every conversation", () => {
  const suite = useBrowser();

  it("finds a staff member's chat with a student from the menu and reviews it, at 1280 and 375", async () => {
    const { page } = await suite.open({ blockServiceWorkers: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard", { timeout: 90_000 });
    await page.getByRole("link", { name: "All Conversations" }).first().click();
    await page.getByRole("heading", { name: "All conversations", level: 1 }).waitFor({ timeout: 60_000 });
    const list = page.getByTestId("all-chats-list");
    await list.waitFor({ timeout: 60_000 });

    // Page through until the chat shows (it may not be on the first page).
    const link = list.locator(`a[href="${REVIEW_HREF}"]`);
    for (let i = 0; i < 20 && (await link.count()) === 0; i++) {
      const more = page.getByRole("button", { name: "Load more" });
      if ((await more.count()) === 0) break;
      const before = await list.getByTestId("all-chats-row").count();
      await more.click();
      await expect
        .poll(() => list.getByTestId("all-chats-row").count(), { timeout: 30_000 })
        .toBeGreaterThan(before);
    }
    expect(await link.count()).toBe(1);
    const row = list.getByTestId("all-chats-row").filter({ has: page.locator(`a[href="${REVIEW_HREF}"]`) });
    await row.getByText("Minor").waitFor();
    await row.getByText("Last activity").waitFor();
    await row.scrollIntoViewIfNeeded();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "all-chats-1280");

    await page.setViewportSize({ width: 375, height: 812 });
    await row.scrollIntoViewIfNeeded();
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "all-chats-375");

    await link.click();
    await page.waitForURL(`**${REVIEW_HREF}`);
    await page.getByRole("heading", { name: "Review a conversation", level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByRole("textbox", { name: "Reason" }).fill("A parent asked what was said");
    await page.getByRole("button", { name: "Open read-only" }).click();
    const transcript = page.getByTestId("review-transcript");
    await transcript.waitFor({ timeout: 60_000 });
    expect(await transcript.getByRole("listitem").count()).toBeGreaterThan(0);
  });
});
