/**
 * A lazy chunk that fails to load usually means a deploy replaced it. Offer a reload, once,
 * instead of leaving a blank screen. Built with plain DOM on purpose: after a deploy no other
 * chunk (the toast library included) can be loaded either.
 */
export function watchForNewVersion() {
  let shown = false;
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    if (shown) return;
    shown = true;
    const banner = document.createElement("div");
    banner.setAttribute("role", "alert");
    banner.className = "new-version-banner";
    const text = document.createElement("span");
    text.textContent = "A new version is available.";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Reload";
    button.addEventListener("click", () => window.location.reload());
    banner.append(text, button);
    document.body.append(banner);
  });
}
