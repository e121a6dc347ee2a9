import { useSyncExternalStore } from "react";
import { createListeners } from "./listeners";

/*
 * Whether the app is online: one store fed by the browser's events and by every API answer or
 * failure, because `navigator.onLine` alone says "online" on a network that reaches nothing.
 */
let online = typeof navigator === "undefined" ? true : navigator.onLine;
const listeners = createListeners();

export function reportOnline(next: boolean) {
  if (next === online) return;
  online = next;
  listeners.notify();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => reportOnline(true));
  window.addEventListener("offline", () => reportOnline(false));
}

export const subscribeOnline = listeners.subscribe;

export const isOnline = () => online;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
