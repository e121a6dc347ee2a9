import type { Page } from "playwright-core";
import { schoolMonday } from "./clock";

/**
 * Puts the API's clock, for a page's chat calls only (`/api/chats/**`: sending a staff message
 * and asking whether it would be held), at a given instant through the emulator's X-Test-Now
 * header; by default Monday 10:00 on the school's clock, outside quiet hours, so a staff message
 * a test sends is posted at once at whatever hour the suite runs. The page's context should block
 * service workers, so that the page's own route sees the requests.
 */
export async function chatApiAt(page: Page, at: Date = schoolMonday().instant) {
  await apiAt(page, at, "**/api/chats/**");
}

/**
 * Puts the API's clock at `at` for a page's calls to `paths` (the emulator's X-Test-Now header),
 * so a screen that judges "already started" or "too late" answers the same at any hour the suite
 * runs. As above, the page's context should block service workers.
 */
export async function apiAt(page: Page, at: Date, paths: string) {
  await page.route(paths, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-test-now": at.toISOString() } }),
  );
}
