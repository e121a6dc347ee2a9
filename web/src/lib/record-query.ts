import { queryOptions } from "@tanstack/react-query";
import type { Route, RouteResult } from "@shared/route-contract";
import type { z } from "zod";
import { apiCall } from "./api-call";

/** A route that reads one record by its `:id`. */
type RecordRoute = Route & { params: z.ZodObject<{ id: z.ZodType<string> }> };

/**
 * The query of one record by id through its `GET /<resource>/:id` route, under
 * `[...keyRoot, "detail", id]`. It waits while there is no id (a page opened without one), so the
 * page can call it unconditionally.
 */
export function recordQueryOptions<R extends RecordRoute>(
  keyRoot: readonly string[],
  route: R,
  id: string | null,
) {
  const call = apiCall as (r: R, a: object) => Promise<RouteResult<R>>;
  return queryOptions({
    queryKey: [...keyRoot, "detail", id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => call(route, { params: { id: id! }, signal }),
  });
}
