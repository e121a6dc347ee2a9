import NProgress from "nprogress";
import "nprogress/nprogress.css";

// Minimum 0.08, speed 200 ms, trickle every 800 ms.
// The stock template gives the bar role="bar", which is not an ARIA role (axe: aria-roles); the bar
// is decoration, so it is hidden from assistive technology instead.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // NProgress finds the bar by `[role="bar"]` unless told otherwise; without the role it must be told.
  barSelector: ".bar",
});

export default NProgress;
