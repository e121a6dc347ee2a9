import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the console is locked, kept in localStorage so the lock survives a reload and applies to
 * every open tab. The value is the uid that locked it: another user signing in is not locked out.
 */
const KEY = "lockScreen";

const subscribe = (onChange: () => void) => {
  const onStorage = (e: StorageEvent) => e.key === KEY && onChange();
  window.addEventListener("storage", onStorage);
  window.addEventListener("lock-screen-change", onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("lock-screen-change", onChange);
  };
};

function write(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  // "storage" fires only in other tabs; tell this one too.
  window.dispatchEvent(new Event("lock-screen-change"));
}

export function useLockState(uid: string | undefined) {
  const lockedBy = useSyncExternalStore(subscribe, () => localStorage.getItem(KEY));
  const lock = useCallback(() => uid && write(uid), [uid]);
  const unlock = useCallback(() => write(null), []);
  return { locked: Boolean(uid) && lockedBy === uid, lock, unlock };
}
