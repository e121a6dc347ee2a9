import type { Route, RouteRequest, RouteResult } from "@shared/route-contract";
import { pathOf } from "@shared/route-path";
import { apiRequest, apiUrl, type RequestOptions } from "./api-client";

/** A call's one argument: the route's request (params, query, body) and an abort signal. */
export type CallArgs<R extends Route> = RouteRequest<R> & { signal?: AbortSignal };

/** The argument is optional when the route needs nothing. */
export type RequestArgs<R extends Route> =
  Record<string, never> extends RouteRequest<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

interface LooseRequest {
  params?: Record<string, unknown>;
  query?: RequestOptions["query"];
  body?: unknown;
  signal?: AbortSignal;
}

/** The URL a route's request goes to (the offline cache keys answers by it). */
export function routeUrl<R extends Route>(route: R, request: RouteRequest<R>): string {
  const { params, query } = request as LooseRequest;
  return apiUrl(pathOf(route, params), query);
}

/**
 * Calls one route of the API's table (`@shared/me.routes`, `@shared/seats.routes`, ...): the
 * path comes from the route, the request's params, query and body are typed by its input schemas
 * and the answer by its output schema, so a field renamed in a schema fails the app's typecheck
 * wherever it is read. Answers the `data` of a `{ data }` route, the whole page of a cursor list,
 * nothing for a 204.
 */
export async function apiCall<R extends Route>(route: R, ...[args]: RequestArgs<R>): Promise<RouteResult<R>> {
  const { params, query, body, signal } = (args ?? {}) as LooseRequest;
  const answer = await apiRequest(pathOf(route, params), {
    method: route.method,
    query,
    body,
    ...(signal ? { signal } : {}),
  });
  return (route.answer.kind === "data" ? (answer as { data: unknown }).data : answer) as RouteResult<R>;
}
