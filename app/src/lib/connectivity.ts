import { useSyncExternalStore } from "react";

/*
 * Whether the app is online: one store fed by the browser's events and by every API answer or
 * failure, because `navigator.onLine` alone says "online" on a network that reaches nothing.
 */
let online = typeof navigator === "undefined" ? true : navigator.onLine;
const listeners = new Set<() => void>();

export function reportOnline(next: boolean) {
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => reportOnline(true));
  window.addEventListener("offline", () => reportOnline(false));
}

export function subscribeOnline(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isOnline = () => online;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
