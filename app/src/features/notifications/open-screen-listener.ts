/**
 * A click on a notification while this site is open: the service worker (web/public/push-handlers.js)
 * asks the open page to show the notification's screen. The router follows history, so the move is
 * a push of the new path and the popstate it listens to: no reload.
 */
export function listenForNotificationClicks() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== "open-screen" || typeof data.url !== "string") return;
    const url = new URL(data.url, window.location.origin);
    if (url.origin !== window.location.origin) return;
    window.history.pushState(null, "", `${url.pathname}${url.search}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}
