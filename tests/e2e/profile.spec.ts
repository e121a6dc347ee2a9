import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { describeViolations, seriousViolations } from "../support/axe";
import { call } from "../support/api-client";
import {
  chooseFromAccountMenu,
  fitsViewportWidth,
  screenshot,
  signedInState,
  signIn,
  useBrowser,
} from "../support/browser";
import { admin } from "../support/env";
import { squarePng } from "../support/png";
import { fileExists } from "../support/stored-files";
import { reachMs, refusedWithin } from "../support/session-reach";

async function expectNoSeriousViolations(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

/** Picks a file in the photo's (visually hidden) file input, as a person choosing one would. */
async function pickPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator("input[type=file]").setInputFiles(file);
}
const PHOTO = { name: "me.png", mimeType: "image/png", buffer: squarePng(96) };

/** Waits until the image is shown and decoded (not a broken link). */
async function imageShown(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

async function openProfileFromHeader(page: Page) {
  await page.goto("/dashboard");
  await chooseFromAccountMenu(page, "Profile");
  try {
    await page.waitForURL("**/profile");
  } catch (err) {
    // Seen once under load (ci4 of 2026-11-25): the click reported done, the URL never changed.
    // Keep what the page showed, so the next occurrence says whether the menu was still open.
    await screenshot(page, "failure-open-profile");
    const menuOpen = await page.getByRole("menu").isVisible();
    throw new Error(
      `Profile did not open (at ${page.url()}, account menu open: ${menuOpen}): ${String(err)}`,
    );
  }
  await page.getByRole("heading", { name: "Your details" }).waitFor();
}

describe("my profile (/profile)", () => {
  const suite = useBrowser();

  /** A staff member of the test's own, signed in, on a page of the given width. */
  async function signedIn(width = 1280): Promise<{ me: TestAccount; page: Page }> {
    const me = await createAccount("staff");
    const o = await suite.open({ state: await signedInState(suite.browser, me), width });
    o.page.setDefaultTimeout(30_000);
    return { me, page: o.page };
  }

  beforeAll(async () => {});

  it("changes the name and phone; the header and the public profile show the new name", async () => {
    const { me, page } = await signedIn();
    await openProfileFromHeader(page);
    const name = page.getByLabel("Name");
    await name.fill("");
    await page.getByLabel("Phone").fill("not a phone");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Enter your name.").waitFor();
    await page.getByText(/Enter a valid phone number/).waitFor();
    await expectNoSeriousViolations(page);

    await name.fill("Morgan Renamed");
    await page.getByLabel("Phone").fill("+1 555 0142");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Your profile is saved.").waitFor();
    await page.getByTestId("header-user-name").filter({ hasText: "Morgan Renamed" }).waitFor();
    expect((await admin().db.doc(`users/${me.uid}`).get()).get("displayName")).toBe("Morgan Renamed");
    expect((await admin().db.doc(`userProfiles/${me.uid}`).get()).get("phone")).toBe("+1 555 0142");
    await screenshot(page, "profile-1280");

    // It stays after a reload (the stored session user was updated too).
    await page.reload();
    await page.getByTestId("header-user-name").filter({ hasText: "Morgan Renamed" }).waitFor();
    expect(await page.getByLabel("Phone").inputValue()).toBe("+1 555 0142");
  });

  it(
    "changes the password after re-authentication, stays signed in, and the old one stops working",
    async () => {
      const { me, page } = await signedIn();
      await openProfileFromHeader(page);
      await page.getByLabel("Current password").fill("not-my-password");
      await page.getByLabel(/^New password/).fill("a-new-password-1");
      await page.getByLabel("Repeat the new password").fill("a-new-password-1");
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("That is not your current password.").waitFor();
      await expectNoSeriousViolations(page);

      const oldToken = await page.evaluate(() => localStorage.getItem("token"));
      await page.getByLabel("Current password").fill(me.password);
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Your password is changed. Other devices are signed out.").waitFor();
      // Still signed in, with a new session; the old one is refused.
      const newToken = await page.evaluate(() => localStorage.getItem("token"));
      expect(newToken).toBeTruthy();
      expect(newToken).not.toBe(oldToken);
      expect((await call("/profile", { token: newToken! })).status).toBe(200);
      expect((await refusedWithin(oldToken!)).status).toBe(401);
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Groups" }).click();
      await page.waitForURL("**/students/groups");
      await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
      expect(page.url()).not.toContain("/login");

      // Signing in again: the new password works, the old one does not.
      await chooseFromAccountMenu(page, "Logout");
      await page.waitForURL("**/login");
      await signIn(page, me);
      await page.getByRole("alert").filter({ hasText: "email or password is incorrect" }).waitFor();
      await signIn(page, { email: me.email, password: "a-new-password-1" });
      await page.waitForURL("**/dashboard");
    },
    reachMs + 90_000,
  );

  it(
    "signs out everywhere from the profile",
    async () => {
      const { page } = await signedIn();
      await openProfileFromHeader(page);
      const token = await page.evaluate(() => localStorage.getItem("token"));
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.waitForURL("**/login");
      expect((await refusedWithin(token!)).status).toBe(401);
    },
    reachMs + 60_000,
  );

  it("uploads a photo with progress; the profile and header show it; a wrong file is refused; removing works", async () => {
    const { me, page } = await signedIn();
    await openProfileFromHeader(page);
    await pickPhoto(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByRole("alert").filter({ hasText: "Choose a PNG, JPEG or WebP image." }).waitFor();

    await pickPhoto(page, PHOTO);
    await page.getByText("Your photo is saved.").waitFor();
    await imageShown(page, 'img[alt="Your profile photo"]');
    await imageShown(page, "header img");
    const photoPath = (await admin().db.doc(`userProfiles/${me.uid}`).get()).get("photoPath") as string;
    expect(photoPath).toMatch(new RegExp(`^profile-photos/${me.uid}/[A-Za-z0-9]{20}\\.png$`));
    expect(await fileExists(photoPath)).toBe(true);
    const photoURL = (await admin().db.doc(`users/${me.uid}`).get()).get("photoURL") as string;
    expect(photoURL).toContain(encodeURIComponent(photoPath));
    await expectNoSeriousViolations(page);
    await screenshot(page, "profile-photo-1280");

    // The stored session user carries the photo: the header shows it after a reload.
    await page.reload();
    await imageShown(page, "header img");

    await page.getByRole("button", { name: "Remove photo" }).click();
    await page.getByText("Your photo is removed.").waitFor();
    await page.locator('img[alt="Your profile photo"]').waitFor({ state: "detached" });
    expect((await admin().db.doc(`users/${me.uid}`).get()).get("photoURL")).toBeNull();
    await expect.poll(() => fileExists(photoPath)).toBe(false);
  });

  it("fits a 375 px wide screen, with a photo", async () => {
    const { page } = await signedIn(375);
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Your details" }).waitFor();
    await pickPhoto(page, PHOTO);
    await page.getByText("Your photo is saved.").waitFor();
    await imageShown(page, 'img[alt="Your profile photo"]');
    expect(await fitsViewportWidth(page)).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, "profile-375");
  });
});
