import { listenForNotificationClicks } from "@/features/notifications/open-screen-listener";

/**
 * Registers the app's service worker (built by vite-plugin-pwa into /app/sw.js, scope /app/) once
 * the page has loaded and settled, so precaching never competes with the first visit's own
 * downloads. It takes control at once (clientsClaim), so the next visit opens from the device.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  listenForNotificationClicks();
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register("/app/sw.js", { scope: "/app/" }).catch(() => undefined);
    }, 1500);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
