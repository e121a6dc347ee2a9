import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount, DEMO } from "../support/accounts";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { admin } from "../support/env";
import { reachMs, refusedWithin } from "../support/session-reach";
import { invitePath, mailsTo } from "../support/team";

/** The invitation mail queued for an account: polled, the mail is written after the answer. */
async function inviteLinkOf(uid: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const [mail] = await mailsTo(uid);
    if (mail) return invitePath(mail);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No invitation mailed to ${uid}`);
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(describeViolations(violations)).toEqual([]);
}

/** The row of a team member in the list, found by their email. */
const rowOf = (page: Page, email: string) => page.getByTestId("team-member").filter({ hasText: email });

describe("the team (/setting/team)", () => {
  const suite = useBrowser();
  let me: TestAccount;
  let adminState: SignedInState;
  const made: string[] = [];

  async function open(state: SignedInState | undefined, width = 1280) {
    const o = await suite.open({ state, width });
    o.page.setDefaultTimeout(30_000);
    return o.page;
  }

  beforeAll(async () => {
    // An admin of the test's own: the demo admin's session is reset whenever another suite re-seeds.
    me = await createAccount("admin");
    adminState = await signedInState(suite.browser, me);
  });
  afterAll(async () => {
    await Promise.allSettled(made.map((uid) => admin().auth.deleteUser(uid)));
  });

  it(
    "invites a staff member who sets a password from the mail, signs in, and is refused once disabled",
    async () => {
      const page = await open(adminState);
      await page.goto("/setting/team");
      await page.getByRole("heading", { name: "Team", level: 1 }).waitFor();
      // The seeded team is listed with role, status and last sign-in.
      await rowOf(page, "casey.nguyen@studio.test").getByText("Invited").waitFor();
      await rowOf(page, "robin.hale@studio.test").getByText("Disabled").waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, "team-list-1280");

      // Bad input is shown next to its field, and nothing is sent.
      await page.getByRole("button", { name: "Invite" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite to the team" });
      await dialog.getByLabel("Name").fill("Quinn Newcomer");
      await dialog.getByLabel("Email").fill("not-an-email");
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await dialog.getByText("Enter a valid email address.").waitFor();
      // An email that already has an account: the API's 409 lands on the field.
      await dialog.getByLabel("Email").fill(DEMO.staff.email);
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await dialog.getByText("An account with this email already exists.").waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, "team-invite-1280");

      const email = `quinn-${randomUUID().slice(0, 8)}@test.studio`;
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Role").selectOption("staff");
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await dialog.waitFor({ state: "hidden" });
      const row = rowOf(page, email);
      await row.getByText("Invited").waitFor();
      await row.getByText("Last sign-in: Never").waitFor();
      const uid = (await admin().auth.getUserByEmail(email)).uid;
      made.push(uid);

      // The newcomer opens the mailed link, sets a password and is signed in.
      const link = await inviteLinkOf(uid);
      const newcomer = await open(undefined);
      await newcomer.goto(link);
      await newcomer.getByText(`Account: ${email}`).waitFor();
      await newcomer.getByLabel(/^New password/).fill("quinn-first-password");
      await newcomer.getByLabel("Repeat the new password").fill("quinn-first-password");
      await newcomer.getByRole("button", { name: "Set new password" }).click();
      await newcomer.waitForURL("**/dashboard");
      await newcomer.getByTestId("header-user-name").filter({ hasText: "Quinn Newcomer" }).waitFor();
      // Staff: no Team in the menu.
      await newcomer
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "Settings" })
        .waitFor();
      expect(
        await newcomer
          .getByRole("navigation", { name: "Main menu" })
          .getByRole("link", { name: "Team" })
          .count(),
      ).toBe(0);
      const token = await newcomer.evaluate(() => localStorage.getItem("token"));
      expect(token).toBeTruthy();

      // The admin sees them active, and disables them.
      await page.reload();
      await row.getByText("Active").waitFor();
      await row.getByRole("button", { name: "Actions for Quinn Newcomer" }).click();
      await page.getByRole("menuitem", { name: "Disable account" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Disable account?" });
      await confirm.getByText("their open sessions end within a minute").waitFor();
      await confirm.getByRole("button", { name: "Disable account" }).click();
      await row.getByText("Disabled").waitFor();

      // Their open session is refused within the check time (SESSION_CHECK_SECONDS, at most 60 s).
      const started = Date.now();
      expect((await refusedWithin(token!)).status).toBe(401);
      expect(Date.now() - started).toBeLessThan(reachMs);
      // In their suite.browser, the next request sends them to /login.
      await newcomer.goto("/students/details");
      await newcomer.waitForURL("**/login");
    },
    reachMs * 2 + 120_000,
  );

  it("resends and revokes an invitation, and refuses to demote the admin when the API says no", async () => {
    const page = await open(adminState);
    await page.goto("/setting/team");
    const email = `pending-${randomUUID().slice(0, 8)}@test.studio`;
    await page.getByRole("button", { name: "Invite" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite to the team" });
    await dialog.getByLabel("Name").fill("Pat Pending");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Role").selectOption("admin");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    const row = rowOf(page, email);
    await row.getByText("Invited").waitFor();
    const uid = (await admin().auth.getUserByEmail(email)).uid;
    made.push(uid);
    await row.getByText("Admin", { exact: true }).waitFor();

    await row.getByRole("button", { name: "Actions for Pat Pending" }).click();
    await page.getByRole("menuitem", { name: "Resend invitation" }).click();
    await page.getByText("A new invitation is on its way to Pat Pending.").waitFor();
    await expect.poll(async () => (await mailsTo(uid)).length).toBe(2);

    await row.getByRole("button", { name: "Actions for Pat Pending" }).click();
    await page.getByRole("menuitem", { name: "Revoke invitation" }).click();
    await page
      .getByRole("alertdialog", { name: "Revoke invitation?" })
      .getByRole("button", { name: "Revoke invitation" })
      .click();
    await row.waitFor({ state: "detached" });
    await expect(admin().auth.getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("is absent from a staff member's menu, and the screen says it is for admins", async () => {
    const staff = await createAccount("staff");
    const page = await open(await signedInState(suite.browser, staff));
    await page.goto("/setting/team");
    await page.getByText("Only admins manage the team.").waitFor();
    expect(
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Team" }).count(),
    ).toBe(0);
  });

  it("fits a 375 px wide screen", async () => {
    const page = await open(adminState, 375);
    await page.goto("/setting/team");
    await rowOf(page, "casey.nguyen@studio.test").getByText("Invited").waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, "team-list-375");
    await rowOf(page, "robin.hale@studio.test")
      .getByRole("button", { name: /Actions for/ })
      .click();
    await page.getByRole("menuitem", { name: "Enable account" }).waitFor();
    await screenshot(page, "team-actions-375");
  });
});
