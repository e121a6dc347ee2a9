import { useEffect, useState } from "react";

// Long enough for the first screen's code and data to arrive on a slow phone line; short enough
// that presence and the chat badge still look immediate.
const SETTLE_MS = 1500;

/**
 * True once the first screen has had its turn: a moment after mount, when the browser is idle.
 * Firestore and the chat panel (about 190 kB) wait for it, so that they never compete with the
 * route's code and data for a slow connection.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if ("requestIdleCallback" in window)
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
      else setReady(true);
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}
