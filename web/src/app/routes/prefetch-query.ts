import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router-dom";

/** Where a screen is being opened: its address and its path parameters. */
export interface PrefetchAt {
  url: URL;
  params: Params;
}

/**
 * A route `prefetch` that starts the screen's first requests (the data loads alongside
 * the screen's code, not after it); its promise settles when they have. `run` asks through the feature's own query options, so the
 * screen's `useX` finds the same key in the cache, in flight or done. The module and the query
 * client are loaded here, in parallel with the screen's chunk.
 */
export function prefetchWith<M>(
  load: () => Promise<M>,
  run: (module: M, at: PrefetchAt, client: QueryClient) => Promise<unknown>,
) {
  return (at: PrefetchAt): Promise<unknown> =>
    Promise.all([load(), import("@/lib/query-client")])
      .then(([module, { queryClient }]) => run(module, at, queryClient))
      .catch(() => undefined); // the screen asks again, and shows its own error
}

/**
 * Prefetches as the screen's own `useQuery` would ask: not at all while its options wait
 * (`enabled: false`, e.g. a page opened without the id it edits), which `prefetchQuery` ignores.
 */
export function prefetchAsScreen<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey> & { enabled?: unknown },
) {
  return options.enabled === false ? Promise.resolve() : client.prefetchQuery(options);
}

/** The common case: one query, from the feature's `getXQueryOptions`. */
export function prefetchQueryOf<M, TData, TKey extends QueryKey>(
  load: () => Promise<M>,
  options: (
    module: M,
    at: PrefetchAt,
  ) => FetchQueryOptions<TData, Error, TData, TKey> & { enabled?: unknown },
) {
  return prefetchWith(load, (module, at, client) => prefetchAsScreen(client, options(module, at)));
}
