import "./progress-bar.css";

/**
 * The top progress bar during route loads and API calls. Overlapping activities are counted so
 * the bar ends when the last one does. The bar moves by a CSS animation of its transform alone, on
 * the compositor: nprogress, before, read the page's width on every step (a forced layout of the
 * whole screen, 150 ms of a phone's main thread while /students/details loads).
 */
let active = 0;
let shown: HTMLElement | null = null;
let leaving: ReturnType<typeof setTimeout> | undefined;

/** How long the full bar takes to fade once the last activity ends (as in progress-bar.css). */
const FADE_MS = 200;

export function startProgress() {
  active += 1;
  if (active > 1) return;
  clearTimeout(leaving);
  shown?.remove();
  const wrap = document.createElement("div");
  wrap.id = "nprogress";
  const bar = document.createElement("div");
  bar.className = "bar";
  bar.setAttribute("aria-hidden", "true"); // decoration: the screens say "Loading" themselves
  wrap.append(bar);
  document.body.append(wrap);
  shown = wrap;
}

export function doneProgress() {
  active = Math.max(0, active - 1);
  if (active > 0 || !shown) return;
  const wrap = shown;
  wrap.dataset.done = "";
  leaving = setTimeout(() => {
    wrap.remove();
    if (shown === wrap) shown = null;
  }, FADE_MS * 2);
}
