import { useCallback, useState } from "react";
import type { PageAnswer, Route, RouteResult } from "@shared/route-contract";
import { ApiError } from "./api-client";
import { apiCall } from "./api-call";

/** A route that answers cursor pages and takes `limit` and `cursor` in its query. */
type PageRoute = Route & { answer: PageAnswer };
type ItemOf<R extends PageRoute> = RouteResult<R> extends { data: (infer T)[] } ? T : never;
interface CursorPage<T> {
  data: T[];
  nextCursor: string | null;
}

/**
 * The pages after the first of a cursor list ("Load more"): the first page comes from the
 * screen's own (cached) load; each further page is asked for with the cursor the last one gave.
 */
export function useMorePages<R extends PageRoute>(
  route: R,
  first: CursorPage<ItemOf<R>> | undefined,
  limit: number,
) {
  type T = ItemOf<R>;
  const [more, setMore] = useState<{
    /** The first page's last item as text, when these pages were loaded after it. */
    anchor: string | null;
    items: T[];
    next: string | null;
  }>({ anchor: null, items: [], next: null });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Pages loaded after an older first page do not belong to a newer one, unless the newer one (asked
  // for again when the app comes back to the front) ends with the same item. The item, not the
  // cursor, because cursors differ each time they are issued, and "Load more" pages should not
  // vanish when nothing changed.
  const current =
    more.anchor !== null && first?.nextCursor != null && lastOf(first) === more.anchor ? more : null;
  const nextCursor = current ? current.next : (first?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor || !first) return;
    setLoading(true);
    setError(null);
    try {
      const call = apiCall as (r: R, a: object) => Promise<CursorPage<T>>;
      const page = await call(route, { query: { limit, cursor: nextCursor } });
      setMore((m) => ({
        anchor: lastOf(first),
        items: [...(m.anchor === lastOf(first) ? m.items : []), ...page.data],
        next: page.nextCursor,
      }));
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, "network", String(err)));
    } finally {
      setLoading(false);
    }
  }, [first, limit, nextCursor, route]);

  return {
    items: [...(first?.data ?? []), ...(current?.items ?? [])],
    hasMore: nextCursor !== null,
    loadMore,
    loading,
    error,
  };
}

const lastOf = (page: CursorPage<unknown>) => JSON.stringify(page.data.at(-1) ?? null);
