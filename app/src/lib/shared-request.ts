const inFlight = new Map<string, Promise<unknown>>();

/**
 * One request per key at a time: screens that mount together and ask for the same answer (the
 * header, the child switcher and the home all read `/me`) share one network call instead of
 * sending three. The key is forgotten once the call settles, so a later mount asks afresh.
 */
export function sharedRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const request = load().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
