import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { directChatId } from "../../functions/src/chats/direct-chat-id";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { fitsViewportWidth, screenshot, signIn, useBrowser } from "../support/browser";
import { atSchoolTime, schoolMonday } from "../support/clock";
import { admin } from "../support/env";
import { chatApiAt } from "../support/school-hour-api";

// The admin's review of a conversation (any conversation, read-only, with a reason, audited) and
// its CSV and PDF; and a staff message written in quiet hours, which the composer announces and the
// API holds. The seeded chat of demo-staff with student 2 (a minor; the guardian reads along).
const CHAT_ID = directChatId("demo-staff", "demo-student-002");
const REASON = `A parent asked what was said ${Math.random().toString(36).slice(2, 8)}`;

describe("an admin reviews a conversation", () => {
  const suite = useBrowser();

  it("opens it read-only with a reason, at 1280 and on a phone, and downloads the PDF and CSV", async () => {
    const { page } = await suite.open({ blockServiceWorkers: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard", { timeout: 90_000 });
    await page.goto(`/support/review/${encodeURIComponent(CHAT_ID)}`);
    await page.getByRole("heading", { name: "Review a conversation", level: 1 }).waitFor({ timeout: 60_000 });

    // No reason, nothing opened.
    await page.getByRole("button", { name: "Open read-only" }).click();
    await page.getByText("Say why you open this conversation").first().waitFor();
    await expect.poll(() => page.getByTestId("review-transcript").count()).toBe(0);

    await page.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await page.getByRole("button", { name: "Open read-only" }).click();
    const transcript = page.getByTestId("review-transcript");
    await transcript.waitFor({ timeout: 60_000 });
    await transcript.getByText("Read-only").waitFor();
    await transcript.getByText("America/New_York").waitFor();
    expect(await transcript.getByRole("listitem").count()).toBeGreaterThan(0);
    // Read-only: no composer on this screen.
    expect(await page.getByRole("textbox", { name: "Message", exact: true }).count()).toBe(0);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "chat-review-1280");

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`conversation-${CHAT_ID}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(readFileSync((await csv.path())!, "utf8")).toContain("Time zone");

    const audit = await findAuditEntries(admin().db, "resourceId", CHAT_ID);
    const mine = audit.filter((d) => d.get("details.reason") === REASON).map((d) => d.get("action"));
    expect(mine.sort()).toEqual(["chat.export", "chat.export", "chat.review"]);

    await page.setViewportSize({ width: 375, height: 812 });
    await transcript.waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "chat-review-375");
  });

  it("staff see 'will be delivered at 07:00' in quiet hours, and the message is held", async () => {
    const { page } = await suite.open({ blockServiceWorkers: true });
    // 22:30 on the school's clock, for the API's quiet-hours decision.
    const evening = new Date(atSchoolTime(schoolMonday().monday, 22).getTime() + 30 * 60_000);
    await chatApiAt(page, evening);
    await signIn(page, DEMO.staff);
    await page.waitForURL("**/dashboard", { timeout: 90_000 });
    await page.goto(`/chat/individual?chat=${CHAT_ID}`);
    await page.getByTestId("conversation").waitFor({ timeout: 60_000 });
    const notice = page.getByTestId("delivery-notice");
    await notice.getByText("will be delivered at 07:00").waitFor({ timeout: 30_000 });
    const text = `Tomorrow's class starts late ${Math.random().toString(36).slice(2, 8)}`;
    const box = page.getByRole("textbox", { name: "Message", exact: true });
    await box.fill(text);
    await box.press("Enter");
    await notice.getByText("Held for quiet hours").waitFor({ timeout: 30_000 });
    const { db } = admin();
    await expect
      .poll(async () => (await db.collection("heldMessages").where("text", "==", text).get()).size, {
        timeout: 30_000,
      })
      .toBe(1);
    expect((await db.collection(`chats/${CHAT_ID}/messages`).where("text", "==", text).get()).size).toBe(0);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, "chat-quiet-hours-1280");
  });
});
