import { describe, expect, it } from "vitest";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { admin } from "../support/env";
import { squarePng } from "../support/png";
import { createStudentAccount } from "../support/student-account";

/** A student changes their own name and photo in the app's profile. */
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
});
