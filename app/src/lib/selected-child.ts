/*
 * The child a guardian acts for, chosen explicitly and kept on the device; the API client sends it
 * as `X-Student-Id` on every call. A student never sets it.
 */
const KEY = "studio-app.child";
type Listener = (childId: string | null) => void;
const listeners = new Set<Listener>();

export function selectedChild(): string | null {
  return localStorage.getItem(KEY);
}

export function selectChild(childId: string | null) {
  if (childId) localStorage.setItem(KEY, childId);
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener(childId);
}

export function onChildChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
