import { useSyncExternalStore } from "react";

/*
 * The window's width, read once and then only on resize. React asks the store for its value on
 * every render of each screen that uses it and again after each commit; reading
 * window.innerWidth there made the browser lay the page out again each time, while the first
 * screen was being built (the largest single cost in its profile).
 */
let width = typeof window === "undefined" ? 1280 : window.innerWidth;
const listeners = new Set<() => void>();

function onResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) {
    window.addEventListener("resize", onResize);
    width = window.innerWidth; // resized while nothing listened
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener("resize", onResize);
  };
};

export function useWindowWidth() {
  return useSyncExternalStore(
    subscribe,
    () => width,
    () => 1280,
  );
}

// The layout's breakpoint widths.
export const MOBILE_MAX = 991;
export const AUTO_COLLAPSE_MIN = 993;
export const AUTO_COLLAPSE_MAX = 1024;
export const SMALL_HEADER_MAX = 575;
