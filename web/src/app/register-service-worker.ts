import { registerSW } from "virtual:pwa-register";
import { listenForNotificationClicks } from "@/features/notifications/open-screen-listener";

/** A tab left open for days still hears of a deploy: the worker is asked for updates hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa, "prompt" mode). A new build installs in the
 * background and waits; `offerUpdate` shows the banner, whose button tells the waiting worker to
 * take over, and vite-plugin-pwa reloads the page once it controls it.
 */
export function registerServiceWorker(offerUpdate: (apply: () => void) => void) {
  listenForNotificationClicks();
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void updateServiceWorker()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (err: unknown) => console.warn("Service worker not registered:", err),
  });
}
