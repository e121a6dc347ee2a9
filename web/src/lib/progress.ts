import NProgress from "nprogress";
import "nprogress/nprogress.css";

// SPEC §9: minimum 0.08, speed 200 ms, trickle every 800 ms.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

let active = 0;

/** Counts overlapping activities (route loads, API calls) so the bar ends when the last one does. */
export function startProgress() {
  active += 1;
  if (active === 1) NProgress.start();
}

export function doneProgress() {
  active = Math.max(0, active - 1);
  if (active === 0) NProgress.done();
}
