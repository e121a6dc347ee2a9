import type NProgress from "nprogress";

/**
 * The top progress bar during route loads and API calls. Overlapping activities are counted so
 * the bar ends when the last one does. nprogress is loaded on first use, not with /login.
 */
let active = 0;
let bar: Promise<typeof NProgress> | null = null;
const loadBar = () => (bar ??= import("./nprogress-bar").then((m) => m.default));

export function startProgress() {
  active += 1;
  if (active === 1) void loadBar().then((n) => active > 0 && n.start());
}

export function doneProgress() {
  active = Math.max(0, active - 1);
  if (active === 0) void loadBar().then((n) => active === 0 && n.done());
}
