import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import {
  connectStorageEmulator,
  type FirebaseStorage,
  getDownloadURL,
  getStorage,
  ref,
} from "firebase/storage";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";
import { chatApiAt } from "../support/school-hour-api";
import { directChatId } from "../../functions/src/chats/direct-chat-id";
import { admin } from "../support/env";
import { squarePng } from "../support/png";

// Chat attachments: the staff member (demo-staff) attaches files in the console, in
// Chromium, to the seeded chat with student 2; the student, a member, reads the stored file
// through the client SDK as the student app would, and student 3, not a member, cannot.
const CHAT_ID = directChatId("demo-staff", "demo-student-002");

/** A tiny but real PDF: one empty page. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("chat attachments", () => {
  const suite = useBrowser();
  let staffState: SignedInState;
  const apps: FirebaseApp[] = [];
  const token = Date.now().toString(36);

  async function staffConversation(width = 1280): Promise<Page> {
    const opened = await suite.open({ state: staffState, width, blockServiceWorkers: true });
    const page = opened.page;
    // Staff messages to a student are held in quiet hours: the API's clock is put in the day.
    await chatApiAt(page);
    await page.goto(`/chat/individual?chat=${CHAT_ID}`);
    await page.getByTestId("conversation").waitFor();
    return page;
  }

  /** A student's Storage, signed in through the client SDK. */
  async function studentStorage(email: string): Promise<FirebaseStorage> {
    const app = initializeApp(
      {
        projectId: "demo-studio-admin",
        apiKey: "demo-api-key",
        storageBucket: "demo-studio-admin.appspot.com",
      },
      `${email}-${token}`,
    );
    apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, DEMO.student.password);
    const storage = getStorage(app);
    connectStorageEmulator(storage, "127.0.0.1", 9199);
    return storage;
  }

  /** The newest message of the chat carrying a file named `name` (as the Admin SDK reads it). */
  async function storedAttachment(name: string) {
    const snap = await admin()
      .db.collection(`chats/${CHAT_ID}/messages`)
      .where("attachment.name", "==", name)
      .limit(1)
      .get();
    return snap.docs[0]?.data().attachment as { path: string; contentType: string; size: number } | undefined;
  }

  beforeAll(async () => {
    staffState = await signedInState(suite.browser, DEMO.staff);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  it("sends a PNG that shows inline and a PDF that shows as a download chip", async () => {
    const page = await staffConversation();
    const picker = page.getByTestId("attach-input");
    const box = page.getByRole("textbox", { name: "Message", exact: true });
    const messages = page.getByTestId("message-list");

    // An image, with a caption.
    const png = `warm-up-${token}.png`;
    await picker.setInputFiles({ name: png, mimeType: "image/png", buffer: squarePng(96) });
    await page.getByTestId("staged-attachment").getByText(png).waitFor();
    await box.fill(`Today's warm-up ${token}`);
    await page.getByRole("button", { name: "Send message" }).click();
    const image = messages.getByRole("img", { name: png });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96);
    expect(await page.getByTestId("staged-attachment").count()).toBe(0);

    // A PDF, with no text at all.
    const pdf = `term-notes-${token}.pdf`;
    await picker.setInputFiles({ name: pdf, mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Send message" }).click();
    const chip = messages.getByTestId("attachment-chip").filter({ hasText: pdf });
    await chip.waitFor();
    expect(await chip.getAttribute("download")).toBe(pdf);
    await chip.getByText(`${PDF.length} B`).waitFor();
    await messages
      .getByRole("link", { name: new RegExp(`^${pdf.replace(".", "\\.")} .*Download$`) })
      .waitFor();
    expect(await chip.getAttribute("href")).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    await page.getByTestId("staged-attachment").waitFor({ state: "detached" });
    await screenshot(page, "chat-attachments-1280");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);

    // What was stored: in this chat's folder, under the sender; the chat list says a file came.
    const storedPng = await storedAttachment(png);
    expect(storedPng).toMatchObject({ contentType: "image/png" });
    expect(storedPng?.path).toMatch(new RegExp(`^chats/${CHAT_ID}/[^/]+/[A-Za-z0-9]{20}\\.png$`));
    // The chat trigger queues behind the suite's other functions on a loaded machine.
    await expect
      .poll(async () => (await admin().db.doc(`chats/${CHAT_ID}`).get()).data()?.recentMessage?.text, {
        timeout: 90_000,
      })
      .toBe(`Attachment: ${pdf}`);

    // The student in the chat reads the file; a student outside it cannot.
    const path = storedPng?.path ?? "";
    const member = await studentStorage("student2@studio.test");
    expect(await getDownloadURL(ref(member, path))).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    const outsider = await studentStorage("student3@studio.test");
    await expect(getDownloadURL(ref(outsider, path))).rejects.toMatchObject({ code: "storage/unauthorized" });
  });

  it("refuses a file of another type or too large next to the composer, and sends nothing", async () => {
    const page = await staffConversation();
    const picker = page.getByTestId("attach-input");
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    const problem = page.getByTestId("attachment-problem");
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/^notes\.txt: Attach an image .*, a PDF or a video/);
    expect(await page.getByTestId("staged-attachment").count()).toBe(0);

    await picker.setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect.poll(() => problem.textContent()).toBe("big.png: Attach a file of at most 10 MB.");
    expect(await page.getByTestId("staged-attachment").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
    await screenshot(page, "chat-attachment-refused-1280");
  });

  it("sends a file in a support chat the staff member answers without being a member", async () => {
    const opened = await suite.open({ state: staffState, blockServiceWorkers: true });
    const page = opened.page;
    await chatApiAt(page);
    await page.goto("/support/chat");
    const list = page.getByTestId("support-list");
    await list.waitFor();
    await list.getByText("Unassigned").first().click();
    const conversation = page.getByTestId("conversation");
    await conversation.waitFor();
    const png = `support-${token}.png`;
    await page.getByTestId("attach-input").setInputFiles({
      name: png,
      mimeType: "image/png",
      buffer: squarePng(48, [22, 163, 74]),
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await conversation.getByTestId("message-list").getByRole("img", { name: png }).waitFor();
    await page.getByTestId("staged-attachment").waitFor({ state: "detached" });
    await screenshot(page, "support-chat-attachment-1280");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  it("attaches from the keyboard and fits 375 px", async () => {
    const page = await staffConversation(375);
    // Once the conversation has settled (its messages are in), the paperclip opens the picker.
    await page.getByTestId("message").first().waitFor();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Attach a file" }).press("Enter");
    const png = `stretch-${token}.png`;
    await (
      await chooser
    ).setFiles({ name: png, mimeType: "image/png", buffer: squarePng(64, [219, 39, 119]) });
    await page.getByTestId("staged-attachment").getByText(png).waitFor();
    await screenshot(page, "chat-attachment-staged-375");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByTestId("message-list").getByRole("img", { name: png }).waitFor();
    await page.getByTestId("staged-attachment").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "chat-attachments-375");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });
});
