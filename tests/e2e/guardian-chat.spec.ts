import { describe, expect, it } from "vitest";
import { directChatId } from "../../functions/src/chats/direct-chat-id";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { screenshot } from "../support/browser";
import { admin } from "../support/env";

// Student 2 is a minor; the seeded guardian (guardian@studio.test) has accepted, so the staff
// member's chat with student 2 includes the guardian, who reads along.
const STAFF_UID = "demo-staff";
const CHILD_UID = "demo-student-002";
const GUARDIAN_UID = "demo-guardian";
const CHAT_ID = directChatId(STAFF_UID, CHILD_UID);
const GUARDIAN = DEMO.guardian;
const CHILD = { email: "student2@studio.test", password: DEMO.student.password };

const marker = () => Math.random().toString(36).slice(2, 8);

describe("a safeguarded conversation with a minor", () => {
  const app = useAppBrowser();

  it("staff write to a minor from the console, the guardian reads it in the app, and the student replies", async () => {
    const chat = (await admin().db.doc(`chats/${CHAT_ID}`).get()).data();
    expect(chat?.members).toEqual(expect.arrayContaining([STAFF_UID, CHILD_UID, GUARDIAN_UID]));

    // Staff, in the console at 1280.
    const desk = await app.openConsole();
    await desk.page.goto(`/chat/individual?chat=${CHAT_ID}`);
    await desk.page.getByTestId("conversation").waitFor({ timeout: 60_000 });
    await desk.page.getByTestId("who-can-read").getByText("(reads along)").waitFor({ timeout: 30_000 });
    const note = `Rehearsal moves to Studio B ${marker()}`;
    const box = desk.page.getByRole("textbox", { name: "Message", exact: true });
    await box.fill(note);
    await box.press("Enter");
    await expect
      .poll(
        async () =>
          (await admin().db.collection(`chats/${CHAT_ID}/messages`).where("text", "==", note).get()).size,
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(describeViolations(await seriousViolations(desk.page))).toEqual([]);
    await screenshot(desk.page, "console-minor-chat-1280");

    // The guardian, in the app on a phone: the conversation, who can read it, the message.
    const family = await app.open();
    await signInToApp(family.page, GUARDIAN);
    await family.page.goto(`/app/messages/${encodeURIComponent(CHAT_ID)}`);
    await family.page.getByRole("listitem").filter({ hasText: note }).waitFor({ timeout: 60_000 });
    await family.page.getByTestId("who-can-read").waitFor();
    // Titled by who it is with: the guardian, reading along, reads a chat between staff and the child.
    const nameOf = async (uid: string) =>
      (await admin().db.doc(`users/${uid}`).get()).get("displayName") as string;
    const along = new Set<string>(chat?.requiredReaders ?? []);
    const withGuardian = await Promise.all(
      (chat?.members as string[]).filter((uid) => uid !== GUARDIAN_UID && !along.has(uid)).map(nameOf),
    );
    await family.page
      .getByRole("heading", { level: 1, name: withGuardian.join(", "), exact: true })
      .waitFor();
    await checkScreen(family.page, "guardian-conversation");

    // The student replies from the app; staff and the guardian see it live.
    const child = await app.open();
    await signInToApp(child.page, CHILD);
    await child.page.goto(`/app/messages/${encodeURIComponent(CHAT_ID)}`);
    await child.page.getByRole("listitem").filter({ hasText: note }).waitFor({ timeout: 60_000 });
    await child.page.getByRole("heading", { level: 1, name: await nameOf(STAFF_UID), exact: true }).waitFor();
    const reply = `See you there ${marker()}`;
    await child.page.getByRole("textbox", { name: "Message" }).fill(reply);
    await child.page.getByRole("button", { name: "Send" }).click();
    await desk.page.getByText(reply).waitFor({ timeout: 60_000 });
    await family.page.getByRole("listitem").filter({ hasText: reply }).waitFor({ timeout: 60_000 });
    await checkScreen(child.page, "student-minor-conversation");
  });
});
