import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

export function useWindowWidth() {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
}

// The layout's breakpoint widths.
export const MOBILE_MAX = 991;
export const AUTO_COLLAPSE_MIN = 993;
export const AUTO_COLLAPSE_MAX = 1024;
export const SMALL_HEADER_MAX = 575;
