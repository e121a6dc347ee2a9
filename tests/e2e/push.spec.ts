import { describe, expect, it } from "vitest";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { HOSTING_URL } from "../support/env";

/**
 * A push reaching the app's service worker, as Chromium's DevTools protocol delivers it
 * (`ServiceWorker.deliverPushMessage`): the notification is shown with its title, body, icon and
 * tag, and a click on it moves the open app to the screen it is about.
 */
describe("the student app: push notifications", () => {
  const app = useAppBrowser();

  it("shows a pushed notification and opens its screen in the open app", async () => {
    const { page, context } = await app.open();
    await context.grantPermissions(["notifications"], { origin: HOSTING_URL });
    await signInToApp(page);

    // The Notifications screen (from Profile): the button that asks for permission, never on load.
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    await page.getByRole("button", { name: /Turn on notifications/ }).waitFor();
    await checkScreen(page, "notifications");

    // The worker controls the page once registered (it registers after the first screen settles).
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration("/app/");
        return registration?.active?.state === "activated" && Boolean(navigator.serviceWorker.controller);
      },
      undefined,
      { timeout: 90_000 },
    );
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${HOSTING_URL}/app/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const payload = {
      type: "chatMessage",
      title: "Ms. Rivera",
      body: "<b>Rehearsal</b> moves to Studio 2",
      url: "/app/messages",
      tag: "chat-e2e",
    };
    for (const body of [{ ...payload, body: "An older message" }, payload])
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: HOSTING_URL,
        registrationId: await registrationId,
        data: JSON.stringify(body),
      });

    // If the browser cannot show notifications at all, say so rather than time out.
    // The newest worker of the app (an earlier one may still be listed while it is replaced).
    const worker = context
      .serviceWorkers()
      .filter((w) => w.url().endsWith("/app/sw.js"))
      .at(-1);
    expect(worker, "the app's service worker").toBeDefined();
    const canShow = await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      try {
        await scope.registration.showNotification("probe", { tag: "probe" });
        const probes = await scope.registration.getNotifications({ tag: "probe" });
        probes.forEach((n) => n.close());
        return probes.length === 1 ? "ok" : "shown but not listed";
      } catch (err) {
        return String(err);
      }
    });
    expect(canShow).toBe("ok");

    // Shown: one notification for the conversation (the newer replaced the older), as text.
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/app/");
        const list = (await registration?.getNotifications()) ?? [];
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon }));
      });
    await expect
      .poll(async () => (await shown()).filter((n) => n.body === payload.body).length, { timeout: 15_000 })
      .toBe(1);
    const list = await shown();
    expect(list.filter((n) => n.tag === "chat-e2e")).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: "Ms. Rivera", body: "<b>Rehearsal</b> moves to Studio 2" });
    expect(list[0]!.icon).toBe(`${HOSTING_URL}/app/icons/icon-192.png`);

    // A click (as the worker's click handler runs it) moves the open app to the screen.
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: { getNotifications: () => Promise<Notification[]> };
        openNotificationScreen: (n: Notification) => Promise<void>;
      };
      const [first] = await scope.registration.getNotifications();
      if (first) await scope.openNotificationScreen(first);
    });
    await page.waitForURL("**/app/messages");
    await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    await checkScreen(page, "notification-opened");
  });
});
