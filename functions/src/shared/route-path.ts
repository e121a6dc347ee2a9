/*
 * Kept apart from route-contract.ts, which imports Zod: the student app's first screen fills in
 * paths and must not load Zod for it.
 */

/** The path of a route with its params filled in (each percent-encoded). */
export function pathOf(route: { fullPath: string }, params?: Record<string, unknown>): string {
  return route.fullPath.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}
