import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { admin } from "../support/env";
import { squarePng } from "../support/png";

const marker = () => Math.random().toString(36).slice(2, 8);

/** The student app's messages and problem reports on a phone, as the demo student. */
describe("the student app: messages and reports", () => {
  const app = useAppBrowser();

  it("sends a support message, sees staff answer live, and sends one typed offline when back online", async () => {
    const { page, context } = await app.open();
    await signInToApp(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages" }).click();
    await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Message the school" }).click();
    await page.getByRole("heading", { name: "School support", level: 1 }).waitFor({ timeout: 60_000 });
    const chatId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

    const text = `Where is the recital? ${marker()}`;
    await page.getByRole("textbox", { name: "Message" }).fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    const mine = page.getByRole("listitem").filter({ hasText: text });
    await mine.waitFor();
    await expect.poll(() => mine.getByText("Sending…").count(), { timeout: 30_000 }).toBe(0);

    // Staff answer (written as the console writes a message): it appears without a reload.
    const answer = `In the main hall ${marker()}`;
    await admin()
      .db.collection(`chats/${chatId}/messages`)
      .add({
        text: answer,
        fileUrl: null,
        sentBy: { uid: "staff-e2e", displayName: "Studio staff", photoURL: null },
        sentAt: Timestamp.now(),
      });
    await page.getByRole("listitem").filter({ hasText: answer }).waitFor({ timeout: 30_000 });
    await checkScreen(page, "conversation");

    // Typed offline: kept as "Sending…", delivered when the connection is back.
    await context.setOffline(true);
    const offline = `Typed on the bus ${marker()}`;
    await page.getByRole("textbox", { name: "Message" }).fill(offline);
    await page.getByRole("button", { name: "Send" }).click();
    const queued = page.getByRole("listitem").filter({ hasText: offline });
    await queued.getByText("Sending…").waitFor();
    await context.setOffline(false);
    await expect.poll(() => queued.getByText("Sending…").count(), { timeout: 60_000 }).toBe(0);
    const stored = await admin().db.collection(`chats/${chatId}/messages`).where("text", "==", offline).get();
    expect(stored.size).toBe(1);
  });

  it("files a report with a screenshot and the app's context, and lists it", async () => {
    const { page } = await app.open();
    await signInToApp(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "More" }).click();
    await page.getByRole("link", { name: "Report a problem" }).click();
    await page.getByRole("heading", { name: "Report a problem", level: 1 }).waitFor();
    const title = `The video froze ${marker()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("What happened?").fill("It stopped halfway through week 3.");
    await page.getByLabel("Screenshots (up to 3)").setInputFiles({
      name: "froze.png",
      mimeType: "image/png",
      buffer: squarePng(64),
    });
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you: your report was sent.").waitFor({ timeout: 60_000 });
    await page.getByRole("heading", { name: title }).waitFor();
    await checkScreen(page, "report");

    const filed = await admin().db.collection("bugReports").where("title", "==", title).get();
    expect(filed.size).toBe(1);
    const report = filed.docs[0]!.data();
    expect(report.screenshots).toHaveLength(1);
    expect(report.context).toMatchObject({ route: "/app/more", screen: "375x812" });
    expect(report.context.appVersion).toBeTruthy();
    expect(report.context.browser).toMatch(/^Chrome/);
  });
});
