import { infiniteQueryOptions, queryOptions, type QueryKey } from "@tanstack/react-query";
import type { PageAnswer, Route, RouteRequest, RouteResult } from "@shared/route-contract";
import { apiCall, type CallArgs, type RequestArgs } from "./api-call";
import { apiData, apiRequest, type RequestOptions } from "./api-client";

export interface ApiQueryOptions {
  /** How long the answer stays fresh (pickers keep theirs a while). */
  staleTime?: number;
  /** Skip the top progress bar, e.g. for background polling. */
  quiet?: boolean;
}

/**
 * The query of a GET route's answer under `queryKey`: a feature's `getXQueryOptions` names the key
 * and the route (with its request), and this wires the request and its abort signal. The data's
 * type is the route's output schema.
 */
export function routeQueryOptions<R extends Route, K extends QueryKey = QueryKey>(
  queryKey: K,
  route: R,
  ...[args]: RequestArgs<R, ApiQueryOptions>
) {
  const { staleTime, ...request } = (args ?? {}) as CallArgs<R, ApiQueryOptions>;
  const call = apiCall as (r: R, a: object) => Promise<RouteResult<R>>;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(route, { ...request, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** A route that answers cursor pages. */
type PageRoute = Route & { answer: PageAnswer };

/**
 * The "Load more" query of a cursor-paged GET route under `queryKey`: `request(cursor)` is the
 * request for a page (cursor undefined: the first), and a page's `nextCursor` asks for the next.
 */
export function routePagesQueryOptions<R extends PageRoute, K extends QueryKey = QueryKey>(
  queryKey: K,
  route: R,
  request: (cursor: string | undefined) => RouteRequest<R>,
  enabled = true,
) {
  return infiniteQueryOptions({
    enabled,
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      (apiCall as (r: R, a: object) => Promise<RouteResult<R>>)(route, { ...request(pageParam), signal }),
    getNextPageParam: (last) => (last as CursorPage<unknown>).nextCursor ?? undefined,
  });
}

// Path-and-type queries, until every caller names a route.

/**
 * The query of GET `path`'s data (the `data` of the API's answer) under `queryKey`: a feature's
 * `getXQueryOptions` names the key and the path, and this wires the request and its abort signal.
 */
export function apiQueryOptions<T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  { query, quiet, staleTime }: ApiQueryOptions & Pick<RequestOptions, "query"> = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiData<T>(path, { query, quiet, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** A page of a cursor-paged list, as the API answers it. */
export interface CursorPage<T> {
  data: T[];
  nextCursor: string | null;
}

/**
 * The "Load more" query of a cursor-paged GET `path` under `queryKey`: `query(cursor)` is the
 * request's query for a page (undefined: the first), and a page's `nextCursor` asks for the next.
 * `P` is the page's shape where the API says more than the page (the audit trail's `searchedTo`).
 */
export function cursorPagesQueryOptions<
  T,
  K extends QueryKey = QueryKey,
  P extends CursorPage<T> = CursorPage<T>,
>(queryKey: K, path: string, query: (cursor: string | undefined) => RequestOptions["query"], enabled = true) {
  return infiniteQueryOptions({
    enabled,
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiRequest<P>(path, { query: query(pageParam), signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
