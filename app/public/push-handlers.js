/* global self */
/**
 * Web Push in the service worker (imported by the generated worker: `workbox.importScripts`).
 * The app (/app/) and the console (/) ship the same file, each in its own worker.
 *
 * A push carries plain text (title, body), the screen it is about (a path on this site) and a tag:
 * notifications with the same tag (one conversation) replace each other. The text is shown as
 * text by the browser, never as markup.
 */
const scope = new URL(self.registration.scope);
const inApp = scope.pathname.startsWith("/app/");
const ICON = new URL(inApp ? "icons/icon-192.png" : "/favicon.svg", scope).href;

/** Only a path on this site, inside this worker's scope; anything else opens the start screen. */
function screenUrl(url) {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//")) return scope.href;
  const target = new URL(url, scope.origin);
  return target.origin === scope.origin && target.pathname.startsWith(scope.pathname)
    ? target.href
    : scope.href;
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = String(data.title || (inApp ? "Studio" : "Studio Admin")).slice(0, 120);
  const tag = typeof data.tag === "string" ? data.tag.slice(0, 120) : "";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: String(data.body || "").slice(0, 300),
      icon: ICON,
      badge: ICON,
      tag: tag || undefined,
      // A newer message of the same conversation still makes itself noticed.
      renotify: Boolean(tag),
      data: { url: screenUrl(data.url) },
    }),
  );
});

/**
 * Opens a notification's screen: in the open app if there is one (its page moves to the screen
 * without a reload: features/notifications/open-screen-listener.ts), else in a new window.
 */
async function openScreen(notification) {
  notification.close();
  const stored = notification.data && notification.data.url;
  const url = typeof stored === "string" && stored.startsWith(scope.href) ? stored : scope.href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => w.url.startsWith(scope.href));
  if (open) {
    await open.focus().catch(() => undefined);
    open.postMessage({ type: "open-screen", url });
    return;
  }
  await self.clients.openWindow(url);
}
// The browser tests call it as a click would (a script cannot make a trusted click event).
self.openNotificationScreen = openScreen;

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(openScreen(event.notification));
});
