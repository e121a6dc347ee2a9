/**
 * Tells the user a new version is ready and lets them take it, with plain DOM on purpose: after a
 * deploy no other chunk (the toast library included) may load any more.
 *
 * Two ways to learn of a new version: a lazy chunk fails to load (a deploy replaced it), or the
 * service worker has installed the new build and waits. Either way one banner, shown once; when a
 * new service worker waits, its button lets that worker take over, which reloads every tab on the
 * new build together (a plain reload would keep the old worker, and the old files, in charge).
 */
let banner: { apply: () => void } | null = null;

export function offerNewVersion(apply: () => void) {
  if (banner) {
    banner.apply = apply;
    return;
  }
  const offer = { apply };
  banner = offer;
  const root = document.createElement("div");
  root.setAttribute("role", "alert");
  root.className = "new-version-banner";
  const text = document.createElement("span");
  text.textContent = "A new version is available.";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Reload";
  button.addEventListener("click", () => offer.apply());
  root.append(text, button);
  document.body.append(root);
}

/** The service worker starts this long after `load`, so its precaching never slows a first visit. */
const SERVICE_WORKER_DELAY_MS = 3_000;

export function watchForNewVersion() {
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    offerNewVersion(() => window.location.reload());
  });
  // Production builds only: the dev server has no service worker to register.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () =>
    setTimeout(() => {
      void import("./register-service-worker").then((m) => m.registerServiceWorker(offerNewVersion));
    }, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
