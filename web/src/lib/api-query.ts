import { infiniteQueryOptions, queryOptions, type QueryKey } from "@tanstack/react-query";
import type { PageAnswer, Route, RouteRequest, RouteResult } from "@shared/route-contract";
import { apiCall, type CallArgs, type RequestArgs } from "./api-call";

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

/** The items of a page route's answer. */
type PageItems<R extends PageRoute> = RouteResult<R> extends { data: infer D } ? D : never;

/**
 * The query of a cursor-paged GET route read as one page (a short list: links, pages, a picker's
 * choices) under `queryKey`: the data is the page's items, as the screens keep and patch them.
 */
export function routeItemsQueryOptions<R extends PageRoute, K extends QueryKey = QueryKey>(
  queryKey: K,
  route: R,
  ...[args]: RequestArgs<R, ApiQueryOptions>
) {
  const { staleTime, ...request } = (args ?? {}) as CallArgs<R, ApiQueryOptions>;
  const call = apiCall as (r: R, a: object) => Promise<{ data: PageItems<R> }>;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(route, { ...request, signal }).then((answer) => answer.data),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

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

/** A page of a cursor-paged list, as the API answers it. */
interface CursorPage<T> {
  data: T[];
  nextCursor: string | null;
}
