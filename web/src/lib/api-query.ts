import { infiniteQueryOptions, queryOptions, type QueryKey } from "@tanstack/react-query";
import { apiData, apiRequest, type RequestOptions } from "./api-client";

export interface ApiQueryOptions extends Pick<RequestOptions, "query" | "quiet"> {
  /** How long the answer stays fresh (pickers keep theirs a while). */
  staleTime?: number;
}

/**
 * The query of GET `path`'s data (the `data` of the API's answer) under `queryKey`: a feature's
 * `getXQueryOptions` names the key and the path, and this wires the request and its abort signal.
 */
export function apiQueryOptions<T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  { query, quiet, staleTime }: ApiQueryOptions = {},
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
