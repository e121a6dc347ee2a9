import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/api-client";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { atSchoolTime } from "../support/clock";
import { runCompiled } from "../support/compiled-functions";
import { HOSTING_URL } from "../support/env";
import { TestPushService, until } from "../support/push-service";
import { createStudentAccount } from "../support/student-account";

/**
 * A notification from the server to the screen of the app. The test is the push service: the
 * device subscribes through the API with an endpoint on 127.0.0.1 and its own keys, the delivery
 * trigger sends the encrypted push there, the test decrypts it and hands the payload to the
 * app's service worker as the browser's push service would (DevTools' `deliverPushMessage`).
 * The worker shows it (title, body as text, the school's icon, one per tag) and a click
 * opens its screen in the open app.
 *
 * Chromium cannot subscribe itself here: its Push API uses only its built-in push service
 * (never a loopback endpoint), is off in Playwright's incognito contexts and, in a profile, waits
 * for that service, which is not reachable offline. So the subscription is the test's device.
 */
describe("the student app: push notifications", () => {
  const app = useAppBrowser();
  const push = new TestPushService();
  beforeAll(() => push.start());
  afterAll(() => push.stop());

  it("shows a push the server sent and opens its screen in the open app", async () => {
    const student = await createStudentAccount({ firstName: "Pia", lastName: "Push" });
    const { page, context } = await app.open();
    await context.grantPermissions(["notifications"], { origin: HOSTING_URL });
    await signInToApp(page, student);

    // The Notifications screen (from Profile): the button that asks for permission, never on load.
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    await page.getByRole("button", { name: /Turn on notifications/ }).waitFor();
    await checkScreen(page, "notifications");

    // The production worker, registered by the app and active (it registers once the first screen settles).
    const active = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null,
    );
    expect(active).toBe(`${HOSTING_URL}/app/sw.js`);
    expect(await page.evaluate(() => Notification.permission)).toBe("granted");

    // The device subscribes through the API; the server records a notification for the student.
    const device = push.device(`e2e-${student.uid}`);
    const token = await student.idToken();
    const subscribed = await call("/me/push-subscriptions", {
      method: "POST",
      token,
      body: device.subscription,
    });
    expect(subscribed.status).toBe(201);
    // Two replies to one problem report: the same tag, so the newer replaces the older.
    const reply = "<b>Video</b> stops after a minute";
    // Noon at school a few days back: outside quiet hours, so the trigger delivers at once.
    const now = atSchoolTime(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10), 12);
    for (const [key, text] of [
      ["e2e-push-1", "An older reply"],
      ["e2e-push-2", reply],
    ] as const) {
      runCompiled(
        "notifications/notify",
        "notify",
        `{ type: "bugReportUpdate", recipients: [${JSON.stringify(student.uid)}], params: ${JSON.stringify({ reportId: "e2e", title: text, change: "reply" })}, key: ${JSON.stringify(key)}, now: new Date(${JSON.stringify(now.toISOString())}) }`,
      );
      await until(() => push.to(device.name).some((p) => p.payload.body === text), 90_000);
    }

    // The browser's push service role: each decrypted payload goes to the app's worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${HOSTING_URL}/app/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    for (const received of push.to(device.name))
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: HOSTING_URL,
        registrationId: await registrationId,
        data: JSON.stringify(received.payload),
      });

    // Shown: one notification for the conversation (the newer replaced the older), as text.
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
        }));
      });
    await expect
      .poll(async () => (await shown()).filter((n) => n.body === reply).length, { timeout: 15_000 })
      .toBe(1);
    const list = await shown();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: "New reply to your report", body: reply, tag: "bug-e2e" });
    expect(list[0]!.icon).toBe(`${HOSTING_URL}/app/icons/icon-192.png`);

    // A click (the worker's click handler, run in the worker) moves the open app to the screen.
    const worker = context
      .serviceWorkers()
      .filter((w) => w.url() === `${HOSTING_URL}/app/sw.js`)
      .at(-1);
    expect(worker, "the app's service worker").toBeDefined();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: { getNotifications: () => Promise<Notification[]> };
        openNotificationScreen: (n: Notification) => Promise<void>;
      };
      const [first] = await scope.registration.getNotifications();
      if (first) await scope.openNotificationScreen(first);
    });
    await page.waitForURL("**/app/report");
    await checkScreen(page, "notification-opened");
    await call("/me/push-subscriptions", {
      method: "DELETE",
      token,
      body: { endpoint: device.subscription.endpoint },
    });
  });

  it("lists the inbox, and 'Mark all read' says so when it fails and keeps the marks to try again", async () => {
    const student = await createStudentAccount({ firstName: "Ines", lastName: "Inbox" });
    const now = atSchoolTime(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10), 12);
    runCompiled(
      "notifications/notify",
      "notify",
      `{ type: "bugReportUpdate", recipients: [${JSON.stringify(student.uid)}], params: ${JSON.stringify({ reportId: "inbox", title: "Sound is out of sync", change: "reply" })}, key: "e2e-inbox-${student.uid}", now: new Date(${JSON.stringify(now.toISOString())}) }`,
    );
    const { page } = await app.open();
    await signInToApp(page, student);
    // From the Menu, whose Notifications row counts the unread.
    await page.goto("/app/more");
    const row = page.getByRole("link", { name: "Notifications 1 unread" });
    await row.waitFor();
    await checkScreen(page, "more-unread");
    await row.click();
    await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    const item = page.getByRole("button", { name: /^Unread: New reply to your report/ });
    await item.waitFor({ timeout: 30_000 });

    await page.route("**/api/me/notifications/read-all", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "unavailable", message: "Try again in a moment.", fields: {} },
        }),
      }),
    );
    const markAll = page.getByRole("button", { name: "Mark all read" });
    await markAll.click();
    await page.getByRole("alert").filter({ hasText: "Try again in a moment." }).waitFor();
    expect(await item.isVisible(), "still unread").toBe(true);

    await page.unroute("**/api/me/notifications/read-all");
    await markAll.click();
    await markAll.waitFor({ state: "detached" });
    await page.getByRole("button", { name: /^New reply to your report/ }).waitFor();
    await checkScreen(page, "notifications-read");
  });
});
