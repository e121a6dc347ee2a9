import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAppBrowser } from "../support/app-browser";
import { DEMO } from "../support/accounts";

/**
 * The app's static sign-in card is painted before any JavaScript, so on a slow line a student can
 * type and tap Sign in before the app has arrived. That tap must sign them in, not vanish.
 */
describe("the student app: its static sign-in card", () => {
  const app = useAppBrowser();

  /** Opens the sign-in card with every app script held back until `release()`. */
  async function cardBeforeTheApp(page: Page) {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/app/assets/*.js", async (route) => {
      await arrived;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded, so wait for the painted card instead.
    await page.goto("/app/sign-in", { waitUntil: "commit" });
    const card = page.locator(".ss-sign-in");
    await card.waitFor();
    await card.getByLabel("Email").fill(DEMO.student.email);
    return { card, release };
  }

  it("keeps what was typed and the tap on Sign in made before the app arrived, and signs in", async () => {
    const { page } = await app.open();
    const { card, release } = await cardBeforeTheApp(page);
    await card.getByLabel("Password").fill(DEMO.student.password);
    await card.getByRole("button", { name: "Sign in" }).click();
    await card.getByRole("button", { name: "Signing in…" }).waitFor();
    expect(page.url()).toMatch(/\/app\/sign-in$/);

    release();
    await page.getByRole("heading", { name: "My week", level: 1 }).waitFor({ timeout: 90_000 });
    expect(page.url()).toMatch(/\/app\/$/);
  });

  it("answers a wrong password tapped on the card with the app's message beside the field", async () => {
    const { page } = await app.open();
    const { card, release } = await cardBeforeTheApp(page);
    await card.getByLabel("Password").fill("not-the-password");
    await card.getByLabel("Password").press("Enter");
    await card.getByRole("button", { name: "Signing in…" }).waitFor();

    release();
    await page.getByText("That email and password do not match an account.").waitFor({ timeout: 90_000 });
    expect(await page.locator(".ss").count()).toBe(0);
    // What was typed is still there to correct.
    expect(await page.getByLabel("Email").inputValue()).toBe(DEMO.student.email);
  });
});
