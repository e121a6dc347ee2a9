import { queryOptions } from "@tanstack/react-query";
import { apiData } from "./api-client";

/**
 * The query of one record of `collection` ("/practices") by id, under `[...keyRoot, "detail", id]`.
 * It waits while there is no id (a page opened without one), so the page can call it unconditionally.
 */
export function recordQueryOptions<T>(keyRoot: readonly string[], collection: string, id: string | null) {
  return queryOptions({
    queryKey: [...keyRoot, "detail", id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiData<T>(`${collection}/${encodeURIComponent(id!)}`, { signal }),
  });
}
