import { screenPathOf } from "@shared/open-screen";

/**
 * A click on a notification while this site is open: the service worker (public/push-handlers.js)
 * asks the open page to show the notification's screen. The router follows history, so the move is
 * a push of the new path and the popstate it listens to: no reload.
 */
export function listenForNotificationClicks() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const path = screenPathOf(event.data, window.location.origin);
    if (path === null) return;
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}
