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
  await page.route("**/api/chats/**", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-test-now": at.toISOString() } }),
  );
}
