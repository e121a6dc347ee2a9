import { describe, expect, it } from "vitest";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { idTokenFor } from "../support/accounts";
import { admin } from "../support/env";
import { squarePng } from "../support/png";
import { createStudentAccount } from "../support/student-account";

/** A student changes their own name, photo and password in the app's profile. */
describe("the student app: profile", () => {
  const app = useAppBrowser();

  it("changes the student's name and photo, refuses a file that is not an image, and keeps both after a reload", async () => {
    const student = await createStudentAccount({ firstName: "Nia", lastName: "Profile" });
    const { page } = await app.open();
    await signInToApp(page, student);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Profile" }).click();
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Your name and photo" });
    await form.getByLabel("Your name").waitFor();
    await checkScreen(page, "profile");

    // A file that is not an image is refused beside the field, before anything uploads.
    await form
      .getByLabel("Photo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await form.getByText("A photo must be a PNG, JPEG or WebP image.").waitFor();
    const picked = () => form.getByLabel("Photo").evaluate((input: HTMLInputElement) => input.files?.length);
    expect(await picked(), "the refused file is not left in the picker").toBe(0);

    // An empty name is refused by the API's own schema before sending, next to the field.
    await form.getByLabel("Your name").fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Enter your name.").waitFor();

    await form.getByLabel("Your name").fill("Nia Renamed");
    await form
      .getByLabel("Photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: squarePng(64) });
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByRole("status").filter({ hasText: "Saved." }).waitFor({ timeout: 30_000 });
    expect(await picked(), "the saved photo is not offered again").toBe(0);

    // The name and photo URL everyone sees are public; the photo's stored path stays private.
    const [seen, kept] = await Promise.all([
      admin().db.doc(`users/${student.uid}`).get(),
      admin().db.doc(`userProfiles/${student.uid}`).get(),
    ]);
    expect(seen.get("displayName")).toBe("Nia Renamed");
    expect(seen.get("photoURL")).toEqual(expect.any(String));
    expect(String(kept.get("photoPath"))).toMatch(new RegExp(`^profile-photos/${student.uid}/`));

    await page.reload();
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    await expect
      .poll(() => form.getByLabel("Your name").inputValue(), { timeout: 30_000 })
      .toBe("Nia Renamed");
    await expect.poll(() => form.locator("img").count(), { timeout: 30_000 }).toBe(1);
    await checkScreen(page, "profile-saved");
  });

  it("changes the password only with the current one, and the new one signs in", async () => {
    const student = await createStudentAccount({ firstName: "Pia", lastName: "Password" });
    const { page } = await app.open();
    await signInToApp(page, student);
    await page.goto("/app/profile");
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").waitFor();

    // Too short: the shared rule answers beside the field, before anything is sent.
    await form.getByLabel("Current password").fill(student.password);
    await form.getByLabel("New password").fill("short");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("Use at least 8 characters.").waitFor();

    // A wrong current password is said in words, and nothing changes.
    const next = `New-${student.password}`;
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password").fill(next);
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("The current password is not right.").waitFor({ timeout: 30_000 });
    await expect(idTokenFor(student.email, student.password)).resolves.toEqual(expect.any(String));
    await checkScreen(page, "profile-password-refused");

    await form.getByLabel("Current password").fill(student.password);
    await form.getByLabel("New password").fill(next);
    await form.getByRole("button", { name: "Change password" }).click();
    await form
      .getByRole("status")
      .filter({ hasText: "Your password was changed." })
      .waitFor({ timeout: 30_000 });
    expect(await form.getByLabel("Current password").inputValue()).toBe("");
    await expect(idTokenFor(student.email, next)).resolves.toEqual(expect.any(String));
    await expect(idTokenFor(student.email, student.password)).rejects.toThrow(/INVALID/);
  });
});
