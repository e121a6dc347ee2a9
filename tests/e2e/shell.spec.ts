import { randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { seriousViolations } from "../support/axe";
import {
  chooseFromAccountMenu,
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  signIn,
  useBrowser,
} from "../support/browser";
import { sessionSecret } from "../support/session-secret";

/** Every menu item with its route, title and breadcrumb group. */
const MENU = [
  { name: "Dashboard", path: "/dashboard", group: null },
  { name: "Student Details", path: "/students/details", group: "Student Management" },
  { name: "Enrollment", path: "/students/enrollment", group: "Student Management" },
  { name: "Groups", path: "/students/groups", group: "Student Management" },
  { name: "Attendance", path: "/students/attendance", group: "Student Management" },
  { name: "Create Friday Practice", path: "/students/create-friday-practice", group: "Student Management" },
  { name: "Program Details", path: "/programs/details", group: "Program Management" },
  { name: "Create Program", path: "/programs/create", group: "Program Management" },
  { name: "Schedules", path: "/programs/schedules", group: "Program Management" },
  { name: "Create Announcement", path: "/announcements/create", group: "Announcements" },
  { name: "View Announcements", path: "/announcements/view", group: "Announcements" },
  { name: "Support Chat", path: "/support/chat", group: "Chat Management" },
  { name: "Bug Reports", path: "/support/bug-reports", group: "Chat Management" },
  { name: "All Conversations", path: "/support/review", group: "Chat Management" },
  { name: "Master List", path: "/media/master-list", group: "Media Library" },
  { name: "Upload Video", path: "/media/upload", group: "Media Library" },
  { name: "Static Content", path: "/static-content/manage", group: "Content & Settings" },
  { name: "Links", path: "/static-content/links", group: "Content & Settings" },
  { name: "Settings", path: "/setting", group: "Content & Settings" },
  { name: "Audit Trail", path: "/setting/audit", group: "Content & Settings" },
  { name: "Team", path: "/setting/team", group: "Content & Settings" },
];

/** Guarded routes that are not in the menu. */
const OFF_MENU = [
  { path: "/media/edit/video-1/3", title: "Edit Video", group: "Media Library" },
  { path: "/basic/button", title: "Buttons", group: "Component Gallery" },
  { path: "/basic/badges", title: "Badges", group: "Component Gallery" },
  { path: "/basic/breadcrumb-paging", title: "Breadcrumbs & Paging", group: "Component Gallery" },
  { path: "/basic/collapse", title: "Collapse", group: "Component Gallery" },
  { path: "/basic/tabs-pills", title: "Tabs & Pills", group: "Component Gallery" },
  { path: "/basic/typography", title: "Typography", group: "Component Gallery" },
  { path: "/forms/form-basic", title: "Form Basics", group: "Component Gallery" },
  { path: "/tables/bootstrap", title: "Tables", group: "Component Gallery" },
  { path: "/charts/nvd3", title: "Charts", group: "Component Gallery" },
  { path: "/maps/google-map", title: "Maps", group: "Component Gallery" },
  { path: "/sample-page", title: "Sample Page", group: "Component Gallery" },
];

const titleOf = (name: string) => `${name} | Studio Admin`;

async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 30_000 });
}

async function breadcrumbText(page: Page) {
  return (await page.getByRole("navigation", { name: "breadcrumb", exact: true }).innerText())
    .replace(/\s+/g, " ")
    .trim();
}

function collectCspViolations(page: Page, into: string[]) {
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) into.push(msg.text());
  });
}

// Fresh accounts, not the demo ones: a re-seed elsewhere (another suite's global setup) resets the
// demo passwords, which signs their Firebase sessions out mid-test.
/** Once the frame has read the school's settings (it remembers them on the device). */
const schoolKnown = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => localStorage.getItem("schoolBrand")), { timeout: 30_000 })
    .toContain("Northside Dance Academy");

describe("the console shell at 1280 x 800", () => {
  let me: TestAccount;
  let state: SignedInState;
  const suite = useBrowser();
  let page: Page;
  let csp: string[] = [];

  /**
   * A page of this test's own: signed in as `me` (unless `signedOut`), opened on `path`. A test
   * that locks or logs out its session on the server signs in afresh (`ownSession`), so the
   * session the other tests share goes on.
   */
  async function shellPage(path: string | null, options: { signedOut?: boolean; ownSession?: boolean } = {}) {
    const session = options.ownSession ? await signedInState(suite.browser, me) : state;
    const opened = await suite.open({ state: options.signedOut ? undefined : session });
    page = opened.page;
    page.setDefaultTimeout(30_000);
    csp = [];
    collectCspViolations(page, csp);
    if (path) {
      await page.goto(path);
      await page.getByRole("button", { name: "Account menu" }).waitFor();
    }
    return page;
  }

  beforeAll(async () => {
    me = await createAccount("admin");
    state = await signedInState(suite.browser, me);
  });
  afterEach(async () => {
    expect(csp, csp.join("\n")).toEqual([]);
  });

  it("sends a signed-out visitor to /login and back to the page they asked for", async () => {
    await shellPage(null, { signedOut: true });
    await page.goto("/programs/schedules?tab=week");
    await page.waitForURL("**/login");
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, me);
    await page.waitForURL("**/programs/schedules?tab=week");
    await waitForTitle(page, titleOf("Schedules"));
  });

  it("passes axe on the dashboard", async () => {
    await shellPage("/dashboard");
    await page.getByTestId("stat-students").waitFor();
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
  });

  it("navigates through every menu item with its title, breadcrumb and the active item highlighted", async () => {
    await shellPage("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const item of MENU) {
      // A menu item may carry a count badge after its name ("Support Chat 2 waiting").
      const link = menu.getByRole("link", { name: new RegExp(`^${item.name}(\\s*\\d+( waiting)?)?$`) });
      await link.click();
      await page.waitForURL(`**${item.path}`);
      await waitForTitle(page, titleOf(item.name));
      const crumbs = await breadcrumbText(page);
      expect(crumbs, item.path).toBe(item.group ? `Home ${item.group} ${item.name}` : "Home");
      expect(await link.getAttribute("aria-current"), item.path).toBe("page");
    }
  });

  it("opens Chat in the bare layout, without header or breadcrumbs", async () => {
    await shellPage("/setting");
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Chat", exact: true })
      .click();
    await page.waitForURL("**/chat/individual");
    await waitForTitle(page, titleOf("Chat"));
    expect(await page.getByRole("navigation", { name: "breadcrumb", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Account menu" }).count()).toBe(0);
    await page.goBack();
    await page.waitForURL("**/setting");
  });

  it("shows every guarded route outside the menu with its title and breadcrumb", async () => {
    await shellPage(null);
    for (const route of OFF_MENU) {
      await page.goto(route.path);
      await waitForTitle(page, titleOf(route.title));
      expect(await breadcrumbText(page), route.path).toBe(`Home ${route.group} ${route.title}`);
    }
    // Gallery pages are real components, not the "not available" notice.
    await page.goto("/basic/button");
    await page.getByRole("heading", { name: "Buttons", level: 1 }).waitFor();
    expect(await page.getByText("is not available yet").count()).toBe(0);
    expect(
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "Buttons" })
        .count(),
    ).toBe(0);
    await screenshot(page, "shell-gallery-1280");
  });

  it("lands on /dashboard from /, /app/dashboard/default, /dashbaord and an unknown path", async () => {
    await shellPage(null);
    for (const path of ["/", "/app/dashboard/default", "/dashbaord", "/no/such/page"]) {
      await page.goto(path);
      await page.waitForURL("**/dashboard");
      await waitForTitle(page, titleOf("Dashboard"));
    }
  });

  it("collapses and expands the menu, and closes and opens a group", async () => {
    await shellPage("/dashboard");
    const sidebar = page.getByTestId("sidebar");
    expect(await sidebar.getAttribute("data-collapsed")).toBe("false");
    await page.getByRole("button", { name: "Collapse menu" }).click();
    expect(await sidebar.getAttribute("data-collapsed")).toBe("true");
    // Icons only, each still named for screen readers.
    await sidebar.getByRole("link", { name: "Attendance", exact: true }).waitFor();
    await screenshot(page, "shell-collapsed-1280");
    await page.getByRole("button", { name: "Expand menu" }).click();
    expect(await sidebar.getAttribute("data-collapsed")).toBe("false");

    const group = page.getByRole("button", { name: "Program Management" });
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    await group.click();
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Program Details" }).count()).toBe(0);
    await group.press("Enter");
    expect(await group.getAttribute("aria-expanded")).toBe("true");
  });

  it("reaches the menu with the keyboard and shows where focus is", async () => {
    await shellPage("/dashboard");
    await waitForTitle(page, titleOf("Dashboard"));
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    let outline = "none";
    for (let i = 0; i < 6 && outline === "none"; i++) {
      await page.keyboard.press("Tab");
      outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el && el.closest("nav") ? getComputedStyle(el).outlineStyle : "none";
      });
    }
    expect(outline).not.toBe("none");
  });

  it("auto-collapses the menu between 993 and 1024 px", async () => {
    await shellPage("/dashboard");
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(
      () => document.querySelector("[data-testid=sidebar]")?.getAttribute("data-collapsed") === "true",
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(
      () => document.querySelector("[data-testid=sidebar]")?.getAttribute("data-collapsed") === "false",
    );
  });

  it("shows 'A new version is available' with Reload once when a lazy chunk fails", async () => {
    await shellPage("/dashboard");
    await page.evaluate(() => {
      window.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
      window.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    });
    const banner = page.getByRole("alert").filter({ hasText: "A new version is available." });
    await banner.waitFor();
    expect(await banner.count()).toBe(1);
    await banner.getByRole("button", { name: "Reload" }).waitFor();
    await page.reload();
    await waitForTitle(page, titleOf("Dashboard"));
    expect(await banner.count()).toBe(0);
  });

  it("has the header's settings menu items going to their screens", async () => {
    await shellPage("/dashboard");
    await chooseFromAccountMenu(page, "Profile");
    await page.waitForURL("**/profile");
    await chooseFromAccountMenu(page, "My Messages");
    await page.waitForURL("**/chat/individual");
    await page.goto("/dashboard");
    await chooseFromAccountMenu(page, "Settings");
    await page.waitForURL("**/setting");
  });

  it("locks the screen until the password is entered again, across a reload", async () => {
    await shellPage("/dashboard", { ownSession: true });
    await waitForTitle(page, titleOf("Dashboard"));
    await schoolKnown(page);
    await chooseFromAccountMenu(page, "Lock Screen");
    // The lock screen names the school.
    const dialog = page.getByRole("alertdialog", { name: "Northside Dance Academy is locked" });
    await dialog.waitFor().catch(async (err: unknown) => {
      await screenshot(page, "shell-lock-failure");
      throw err;
    });
    await page.waitForTimeout(400); // let the menu's closing animation end
    await screenshot(page, "shell-locked-1280");
    // Locked on the server too: a copy of the session's token gets nothing but 423.
    const token = (await page.evaluate(() => localStorage.getItem("token")))!;
    await expect
      .poll(async () => (await call("/dashboard", { token })).status, { timeout: 10_000 })
      .toBe(423);
    // A reload stays locked, even one that lost the browser's own note of the lock.
    await page.evaluate(() => localStorage.removeItem("lockScreen"));
    await page.reload();
    await dialog.waitFor().catch(async (err: unknown) => {
      await screenshot(page, "shell-lock-reload-failure");
      throw err;
    });
    // The console behind is not reachable.
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Password").fill("wrong-password");
    await dialog.getByRole("button", { name: "Unlock" }).click();
    await dialog.getByRole("alert").filter({ hasText: "password is not right" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Password").fill(me.password);
    await dialog.getByRole("button", { name: "Unlock" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("lockScreen"))).toBeNull();
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    // Another API instance may still hold the locked state for its few seconds of account cache.
    await expect
      .poll(async () => (await call("/dashboard", { token })).status, { timeout: 10_000 })
      .toBe(200);
  });

  it("logs out from the lock screen", async () => {
    await shellPage("/dashboard", { ownSession: true });
    await schoolKnown(page);
    await chooseFromAccountMenu(page, "Lock Screen");
    // The lock screen names the school.
    const dialog = page.getByRole("alertdialog", { name: "Northside Dance Academy is locked" });
    await dialog.waitFor();
    const token = (await page.evaluate(() => localStorage.getItem("token")))!;
    await dialog.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL("**/login");
    // Logout ended the session on the server: a copy of its token is refused.
    expect((await call("/dashboard", { token })).status).toBe(401);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("token"),
        localStorage.getItem("user"),
        localStorage.getItem("lockScreen"),
      ]),
    ).toEqual([null, null, null]);
    // Signing in again is not locked.
    await signIn(page, me);
    await page.waitForURL("**/dashboard");
    expect(await page.getByRole("alertdialog").count()).toBe(0);
  });

  it("logs out with a toast when the API answers 401", async () => {
    await shellPage("/dashboard");
    // A session the server did not sign but whose exp is in the future: the browser accepts it,
    // the API refuses it.
    const user = await page.evaluate(() => localStorage.getItem("user"));
    const forged = jwt.sign({ sub: me.uid, role: "admin", email: me.email, name: "x" }, "not-the-secret", {
      expiresIn: 3600,
    });
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem("token", t!);
        localStorage.setItem("user", u!);
      },
      [forged, user],
    );
    await page.goto("/dashboard");
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  it("sends the next navigation to /login once the session's exp has passed", async () => {
    await shellPage("/dashboard");
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem("user")))!) as {
      _id: string;
      email: string;
      role: string;
    };
    const iat = Math.floor(Date.now() / 1000);
    const shortLived = jwt.sign(
      { role: user.role, email: user.email, name: me.displayName, sid: randomUUID(), iat, exp: iat + 60 },
      sessionSecret(),
      { algorithm: "HS256", subject: user._id },
    );
    await page.evaluate((t) => localStorage.setItem("token", t), shortLived);
    await page.reload();
    await waitForTitle(page, titleOf("Dashboard"));
    // Two minutes on in the browser's clock, not in the test's: the token's exp is now behind it.
    await page.clock.setSystemTime(Date.now() + 120_000);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Groups" }).click();
    await page.waitForURL("**/login");
  });
});

describe("the console shell at 375 x 800", () => {
  let me: TestAccount;
  let state: SignedInState;
  const suite = useBrowser();
  let page: Page;
  let csp: string[] = [];

  /** A signed-in phone-sized page of this test's own, on the dashboard. */
  async function phonePage() {
    const opened = await suite.open({ state, width: 375 });
    page = opened.page;
    csp = [];
    collectCspViolations(page, csp);
    await page.goto("/dashboard");
    await waitForTitle(page, titleOf("Dashboard"));
  }

  beforeAll(async () => {
    me = await createAccount("staff");
    state = await signedInState(suite.browser, me);
  });
  afterEach(async () => {
    expect(csp).toEqual([]);
  });

  it("shows the menu as a drawer behind a menu button, and hides the user's name", async () => {
    await phonePage();
    expect(await page.getByTestId("sidebar").count()).toBe(0);
    expect(await page.getByTestId("header-user-name").count()).toBe(0);
    expect(await fitsViewportWidth(page)).toBe(true);
    await screenshot(page, "shell-dashboard-375");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("menu-drawer");
    await drawer.waitFor();
    await page.waitForTimeout(400); // let the drawer slide in
    await screenshot(page, "shell-drawer-375");
    await drawer.getByRole("link", { name: "Attendance" }).click();
    await page.waitForURL("**/students/attendance");
    await drawer.waitFor({ state: "hidden" });
    await waitForTitle(page, titleOf("Attendance"));
  });

  it("locks and unlocks on a phone", async () => {
    await phonePage();
    await schoolKnown(page);
    await chooseFromAccountMenu(page, "Lock Screen");
    // The lock screen names the school.
    const dialog = page.getByRole("alertdialog", { name: "Northside Dance Academy is locked" });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, "shell-locked-375");
    await dialog.getByLabel("Password").fill(me.password);
    await dialog.getByRole("button", { name: "Unlock" }).click();
    await dialog.waitFor({ state: "detached" });
  });
});
