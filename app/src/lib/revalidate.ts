import { useSyncExternalStore } from "react";
import { isOnline, subscribeOnline } from "./connectivity";
import { createListeners } from "./listeners";

/*
 * When the screens' answers should be asked for again: a count that goes up when the app comes
 * back to the front after a while away (a phone keeps an installed app open for days, and what it
 * showed in the morning is not the evening's week) and when the connection comes back.
 * `useMeData` asks again when it changes, keeping what is on screen until the answer comes.
 */
const AWAY_MS = 60_000;

let generation = 0;
let hiddenAt: number | null = null;
let wasOnline = isOnline();
const listeners = createListeners();

function bump() {
  generation += 1;
  listeners.notify();
}

/** The app was hidden (`visible` false) or shown again at `at`. */
export function noteVisibility(visible: boolean, at = Date.now()) {
  if (!visible) {
    hiddenAt ??= at;
    return;
  }
  const away = hiddenAt === null ? 0 : at - hiddenAt;
  hiddenAt = null;
  if (away >= AWAY_MS) bump();
}

if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => noteVisibility(document.visibilityState === "visible"));
}
subscribeOnline(() => {
  const online = isOnline();
  if (online && !wasOnline) bump();
  wasOnline = online;
});

const current = () => generation;

/** The count `useMeData` watches. */
export function useRevalidation(): number {
  return useSyncExternalStore(listeners.subscribe, current, current);
}
