import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router-dom";

/** Where a screen is being opened: its address and its path parameters. */
export interface PrefetchAt {
  url: URL;
  params: Params;
}

/**
 * A route `prefetch` that starts the screen's first query (issue 15: the data loads alongside the
 * screen's code, not after it). The query options come from the feature's own api module, so the
 * screen's `useX` finds the same key in the cache, in flight or done. The module and the query
 * client are loaded here, in parallel with the screen's chunk.
 */
export function prefetchQueryOf<M, TData, TKey extends QueryKey>(
  load: () => Promise<M>,
  options: (module: M, at: PrefetchAt) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return (at: PrefetchAt) => {
    void Promise.all([load(), import("@/lib/query-client")])
      .then(([module, { queryClient }]) => queryClient.prefetchQuery(options(module, at)))
      .catch(() => undefined); // the screen asks again, and shows its own error
  };
}
