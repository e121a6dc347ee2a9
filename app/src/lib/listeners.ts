/**
 * A set of listeners to tell when a module-level value changes: what `useSyncExternalStore`
 * subscribes to, for the app's small stores that live outside React.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
