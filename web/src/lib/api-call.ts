import { pathOf, type Route, type RouteRequest, type RouteResult } from "@shared/route-contract";
import { apiDownload, apiRequest, type RequestOptions } from "./api-client";

/** What a call may add to the route's request: an abort signal, no progress bar, a 401 expected. */
export type CallOptions = Pick<RequestOptions, "signal" | "quiet" | "expectUnauthorized">;

/** A call's one argument: the route's request (params, query, body) and the call's options. */
export type CallArgs<R extends Route, X = CallOptions> = RouteRequest<R> & X;

/** The argument is optional when the route needs nothing. */
export type RequestArgs<R extends Route, X = CallOptions> =
  Record<string, never> extends RouteRequest<R> ? [args?: CallArgs<R, X>] : [args: CallArgs<R, X>];

/**
 * Calls one route of the API's table (`@shared/<resource>.routes`): the request's params, query
 * and body are typed by the route's input schemas and the answer by its output schema, so a field
 * renamed in a schema fails the typecheck wherever the web reads it. Answers the `data` of a
 * `{ data }` route, the whole page of a cursor list, nothing for a 204, a Blob for a file.
 */
export function apiCall<R extends Route>(route: R, ...[args]: RequestArgs<R>): Promise<RouteResult<R>> {
  const { params, query, body, signal, quiet, expectUnauthorized } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions["query"];
    body?: unknown;
  } & CallOptions;
  const path = pathOf(route, params);
  const init: RequestOptions = { method: route.method, query, body, signal, quiet, expectUnauthorized };
  switch (route.answer.kind) {
    case "data":
      // A data route may also answer 204 (a permanent delete): then there is no data.
      return apiRequest<{ data: unknown } | undefined>(path, init).then((answer) => answer?.data) as Promise<
        RouteResult<R>
      >;
    case "file":
      return apiDownload(path, init) as Promise<RouteResult<R>>;
    default:
      return apiRequest(path, init) as Promise<RouteResult<R>>;
  }
}
