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

    // A picture from the phone: uploaded through the API's slot, then shown in the bubble.
    await page.locator('input[type="file"]').setInputFiles({
      name: "costume.png",
      mimeType: "image/png",
      buffer: squarePng(64),
    });
    await page.getByRole("button", { name: "Remove costume.png" }).waitFor();
    await page.getByRole("button", { name: "Send" }).click();
    await page
      .getByTestId("attachment-image")
      .getByRole("img", { name: "costume.png" })
      .waitFor({ timeout: 60_000 });
    // A file of a type the chat does not take is refused beside the box, before any upload.
    await page.locator('input[type="file"]').setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await page
      .getByRole("alert")
      .filter({ hasText: /Attach an image/ })
      .waitFor();

    // Staff answer from the console's support inbox in a second browser: it appears live.
    const desk = await app.openConsole();
    await desk.page.goto(`/support/chat?chat=${encodeURIComponent(chatId)}`);
    // In the conversation (the inbox's row may show the same words until the picture's preview lands).
    await desk.page.getByTestId("message-list").getByText(text).waitFor({ timeout: 60_000 });
    await desk.page.getByTestId("attachment-image").first().waitFor({ timeout: 60_000 });
    const answer = `In the main hall ${marker()}`;
    const box = desk.page.getByRole("textbox", { name: "Message", exact: true });
    await box.fill(answer);
    await box.press("Enter");
    await page.getByRole("listitem").filter({ hasText: answer }).waitFor({ timeout: 60_000 });
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
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Report a problem" }).click();
    await page.getByRole("heading", { name: "Report a problem", level: 1 }).waitFor();
    const title = `The video froze ${marker()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("What happened?").fill("It stopped halfway through week 3.");
    const screenshots = page.getByLabel("Screenshots (up to 3)");
    const png = (name: string) => ({ name, mimeType: "image/png", buffer: squarePng(64) });
    // Four are refused, and the picker is emptied: it shows only what will be sent.
    await screenshots.setInputFiles(["a.png", "b.png", "c.png", "d.png"].map(png));
    await page.getByText("At most 3 screenshots.").waitFor();
    expect(await screenshots.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await screenshots.setInputFiles(png("froze.png"));
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you: your report was sent.").waitFor({ timeout: 60_000 });
    // The next report starts with no screenshot, in the picker too.
    expect(await screenshots.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
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
