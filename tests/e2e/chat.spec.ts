import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  terminate,
  updateDoc,
} from "firebase/firestore";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";
import { chatApiAt } from "../support/school-hour-api";
import { directChatId } from "../../functions/src/chats/direct-chat-id";
import { admin } from "../support/env";

// The staff member (demo-staff) uses the console in Chromium; a seeded student (student 2, who has
// a seeded chat with demo-staff) acts through the Firebase client SDK in this process, as the
// student app would.
const STUDENT_UID = "demo-student-002";
const CHAT_ID = directChatId("demo-staff", "demo-student-002");
const NEW_CONTACT_UID = "demo-student-030";

describe("chat: staff in the suite.browser, a student through the client SDK", () => {
  const suite = useBrowser();
  let staffState: SignedInState;
  let page: Page;
  let studentApp: FirebaseApp;
  let studentDb: Firestore;
  const token = Date.now().toString(36);

  const item = () => page.locator(`[data-testid="chat-list-item"][data-chat-id="${CHAT_ID}"]`);

  /** The staff member's own page for this test, on `path`. */
  async function staffPage(path: string, width = 1280) {
    const opened = await suite.open({ state: staffState, width, blockServiceWorkers: true });
    page = opened.page;
    // Staff messages to a student are held in quiet hours: the API's clock is put in the day.
    await chatApiAt(page);
    await page.goto(path);
    return page;
  }

  /** The student writes a message, as the student app would. */
  async function studentWrites(text: string) {
    // The rules take the sender's name and photo only as their own profile has them.
    const profile = (await getDoc(doc(studentDb, "users", STUDENT_UID))).data() ?? {};
    await addDoc(collection(studentDb, "chats", CHAT_ID, "messages"), {
      text,
      fileUrl: null,
      sentBy: { uid: STUDENT_UID, displayName: profile.displayName, photoURL: profile.photoURL ?? null },
      sentAt: serverTimestamp(),
    });
  }

  const studentPresence = (data: { status?: string; lastSeen?: unknown; isTyping?: boolean }) =>
    updateDoc(doc(studentDb, "users", STUDENT_UID), data);

  beforeAll(async () => {
    studentApp = initializeApp(
      { projectId: "demo-studio-admin", apiKey: "demo-api-key" },
      `student-${token}`,
    );
    const auth = getAuth(studentApp);
    connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
    studentDb = getFirestore(studentApp);
    connectFirestoreEmulator(studentDb, "127.0.0.1", 8080);
    await signInWithEmailAndPassword(auth, "student2@studio.test", DEMO.student.password);
    await updateDoc(doc(studentDb, "users", STUDENT_UID), {
      status: "Offline",
      lastSeen: serverTimestamp(),
      isTyping: false,
    });

    staffState = await signedInState(suite.browser, DEMO.staff);
  });
  afterAll(async () => {
    if (studentDb) await terminate(studentDb);
    if (studentApp) await deleteApp(studentApp);
  });

  it("lists the staff member's chats with the student's presence dot, which follows their users doc", async () => {
    await studentPresence({ status: "Offline", lastSeen: serverTimestamp(), isTyping: false });
    await staffPage("/chat/individual");
    await item().waitFor();
    const dot = item().getByTestId("presence-dot");
    await expect.poll(() => dot.getAttribute("data-online")).toBe("false");
    await studentPresence({ status: "Online", lastSeen: null });
    await expect.poll(() => dot.getAttribute("data-online")).toBe("true");
  });

  it("lets the student read their teacher's name and presence, and nobody else's or any list", async () => {
    const teacher = await getDoc(doc(studentDb, "users", "demo-staff"));
    expect(teacher.get("displayName")).toBe("Jordan Lee");
    expect(Object.keys(teacher.data() ?? {}).sort()).toEqual([
      "displayName",
      "isTyping",
      "lastSeen",
      "photoURL",
      "status",
    ]);
    // The admin shares no chat with student 2 in the seed.
    await expect(getDoc(doc(studentDb, "users", "demo-admin"))).rejects.toMatchObject({
      code: "permission-denied",
    });
    await expect(getDocs(collection(studentDb, "users"))).rejects.toMatchObject({
      code: "permission-denied",
    });
  });

  it("shows the student's new message live, with an unread badge", async () => {
    await staffPage("/chat/individual");
    await item().waitFor();
    const text = `Can I bring a friend to class? ${token}`;
    await studentWrites(text);
    await item().getByText(text).waitFor();
    await item().getByTestId("unread-badge").waitFor();
    await screenshot(page, "chat-list-unread-1280");
  });

  it("opens the conversation, resets the unread count and shows presence and typing", async () => {
    const text = `Is there class on Monday? ${token}`;
    await studentPresence({ status: "Online", lastSeen: null, isTyping: false });
    await studentWrites(text);
    await expect
      .poll(async () => (await admin().db.doc(`chats/${CHAT_ID}`).get()).data()?.unread?.["demo-staff"])
      .toBeGreaterThan(0);
    await staffPage("/chat/individual");
    await item().getByText(text).waitFor();
    await item().click();
    const conversation = page.getByTestId("conversation");
    await conversation.waitFor();
    await conversation.getByText(text).waitFor();
    await expect
      .poll(async () => (await admin().db.doc(`chats/${CHAT_ID}`).get()).data()?.unread?.["demo-staff"])
      .toBe(0);
    await expect.poll(() => item().getByTestId("unread-badge").count()).toBe(0);
    await expect.poll(() => conversation.getByTestId("presence-text").textContent()).toBe("Online");

    await studentPresence({ isTyping: true });
    await page.getByTestId("typing-indicator").waitFor();
    await screenshot(page, "chat-conversation-1280");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await studentPresence({ isTyping: false });
    await page.getByTestId("typing-indicator").waitFor({ state: "detached" });

    await studentPresence({ status: "Offline", lastSeen: serverTimestamp() });
    await expect.poll(() => conversation.getByTestId("presence-text").textContent()).toMatch(/^last seen/);
  });

  it("delivers the staff reply (Enter sends, Shift+Enter is a new line) to the student's listener", async () => {
    await staffPage(`/chat/individual?chat=${CHAT_ID}`);
    await page.getByTestId("conversation").waitFor();
    const reply = `Of course, bring them along! ${token}`;
    const received = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("The reply never reached the student")), 20_000);
      const stop = onSnapshot(collection(studentDb, "chats", CHAT_ID, "messages"), (snap) => {
        for (const change of snap.docChanges()) {
          const data = change.doc.data();
          if (
            change.type === "added" &&
            typeof data.text === "string" &&
            data.text.includes(token) &&
            data.sentBy?.uid === "demo-staff"
          ) {
            clearTimeout(timer);
            stop();
            resolve(data.text);
          }
        }
      });
    });
    const box = page.getByRole("textbox", { name: "Message", exact: true });
    await box.click();
    // Empty text cannot be sent.
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
    await box.pressSequentially("Of course,");
    await box.press("Shift+Enter");
    await box.pressSequentially(`bring them along! ${token}`);
    // While typing, the staff member's own users doc says so.
    await expect
      .poll(async () => (await admin().db.doc("users/demo-staff").get()).data()?.isTyping)
      .toBe(true);
    await box.press("Enter");
    expect(await received).toBe(`Of course,\n${reply.replace("Of course, ", "")}`);
    await expect
      .poll(async () => (await admin().db.doc("users/demo-staff").get()).data()?.isTyping)
      .toBe(false);
    await expect
      .poll(async () => (await admin().db.doc(`chats/${CHAT_ID}`).get()).data()?.unread?.[STUDENT_UID])
      .toBeGreaterThan(0);
  });

  it("shows CHAT NOT FOUND for a contact without a conversation, then starts one", async () => {
    // A student the staff member has never written to.
    const { db } = admin();
    const newChatId = directChatId("demo-staff", NEW_CONTACT_UID);
    await Promise.all([
      db.doc(`chats/${newChatId}`).delete(),
      db.doc(`chats/dm-demo-staff-${NEW_CONTACT_UID}`).delete(),
      db.doc(`chats/dm-${NEW_CONTACT_UID}-demo-staff`).delete(),
    ]);
    await staffPage("/chat/individual");
    await item().waitFor();
    await page.getByRole("button", { name: "New conversation" }).click();
    await page.getByLabel("Search people").fill("student30@");
    const option = page.getByTestId("contact-option").filter({ hasText: "student30@studio.test" });
    await option.waitFor();
    await screenshot(page, "chat-new-conversation-1280");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await option.click();
    await page.getByText("CHAT NOT FOUND").waitFor();
    await screenshot(page, "chat-not-found-1280");
    await page.getByRole("button", { name: "Start a conversation" }).click();
    await page.waitForURL(`**/chat/individual?chat=${newChatId}`);
    await page.getByTestId("conversation").waitFor();
    const chat = (await admin().db.doc(`chats/${newChatId}`).get()).data();
    expect(chat?.type).toBe("individual");
    expect(chat?.members).toEqual(["demo-staff", NEW_CONTACT_UID]);
  });

  it("shows the header chat panel with real chats and the support inbox", async () => {
    await staffPage("/dashboard");
    await page.getByTestId("header-chat-button").click();
    const panel = page.getByTestId("header-chat-panel");
    await panel.locator(`[data-chat-id="${CHAT_ID}"]`).waitFor();
    await screenshot(page, "chat-header-panel-1280");
    await panel.locator(`[data-chat-id="${CHAT_ID}"]`).click();
    await page.waitForURL(`**/chat/individual?chat=${CHAT_ID}`);

    await page.goto("/support/chat");
    const list = page.getByTestId("support-list");
    await list.waitFor();
    await list.getByText("Unassigned").first().click();
    await page.getByRole("button", { name: "Assign to me" }).waitFor();
    await screenshot(page, "support-chat-1280");
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  it("names the person being answered in a support chat's header on a phone", async () => {
    const small = await staffPage("/support/chat", 375);
    const item = small.getByTestId("support-list").getByTestId("chat-list-item").first();
    await item.waitFor();
    await item.click();
    const heading = small.getByTestId("conversation").getByRole("heading", { level: 2 });
    await heading.waitFor();
    // The student's name, not the chat's "Support: …", and not squeezed out by the actions.
    await expect.poll(async () => (await heading.innerText()).trim()).not.toMatch(/^Support\b/);
    expect((await heading.innerText()).trim()).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    expect((await heading.boundingBox())!.width).toBeGreaterThan(100);
    await expect
      .poll(() => small.getByTestId("conversation").getByTestId("presence-text").innerText())
      .toMatch(/^Support/);
    await screenshot(small, "support-chat-375");
  });

  it("works one panel at a time at 375 px", async () => {
    const small = await staffPage("/chat/individual", 375);
    await small.locator(`[data-chat-id="${CHAT_ID}"]`).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, "chat-list-375");
    await small.locator(`[data-chat-id="${CHAT_ID}"]`).click();
    await small.getByRole("button", { name: "Back to chats" }).waitFor();
    await small.getByTestId("message-list").waitFor();
    expect(await small.getByTestId("chat-list").count()).toBe(0);
    await screenshot(small, "chat-conversation-375");
    await small.getByRole("button", { name: "Back to chats" }).click();
    await small.getByTestId("chat-list").waitFor();
    // The new-conversation dialog takes the whole phone screen.
    await small.getByRole("button", { name: "New conversation" }).click();
    await small.getByLabel("Search people").waitFor();
    await small.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, "chat-new-conversation-375");
    expect(describeViolations(await seriousViolations(small))).toEqual([]);
  });
});
