import { useCallback, useSyncExternalStore } from "react";

// One MediaQueryList per query: React reads the value on every render and after every commit.
const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether a CSS media query such as "(max-width: 767px)" matches, kept current as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mq = listOf(query);
      mq.addEventListener("change", onChange);
      return () => mq.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query).matches,
    () => false,
  );
}
