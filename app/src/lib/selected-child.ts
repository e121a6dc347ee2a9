import { createListeners } from "./listeners";

/*
 * The child a guardian acts for, chosen explicitly and kept on the device; the API client sends it
 * as `X-Student-Id` on every call. A student never sets it.
 */
const KEY = "studio-app.child";
const listeners = createListeners();

export function selectedChild(): string | null {
  return localStorage.getItem(KEY);
}

export function selectChild(childId: string | null) {
  if (childId) localStorage.setItem(KEY, childId);
  else localStorage.removeItem(KEY);
  listeners.notify();
}

export function onChildChange(listener: (childId: string | null) => void): () => void {
  return listeners.subscribe(() => listener(selectedChild()));
}
