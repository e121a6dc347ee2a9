import { useCallback, useState } from "react";
import { ApiError, meRequest, type CursorPage } from "./api-client";

/**
 * The pages after the first of a cursor list ("Load more"): the first page comes from the
 * screen's own (cached) load; each further page is asked for with the cursor the last one gave.
 */
export function useMorePages<T>(path: string, first: CursorPage<T> | undefined, limit: number) {
  const [more, setMore] = useState<{ after: string | null; items: T[]; next: string | null }>({
    after: null,
    items: [],
    next: null,
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Pages loaded after an older first page do not belong to a newer one.
  const current = more.after !== null && first?.nextCursor === more.after ? more : null;
  const nextCursor = current ? current.next : (first?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor || !first) return;
    setLoading(true);
    setError(null);
    try {
      const page = await meRequest<CursorPage<T>>(path, { query: { limit, cursor: nextCursor } });
      setMore((m) => ({
        after: first.nextCursor,
        items: [...(m.after === first.nextCursor ? m.items : []), ...page.data],
        next: page.nextCursor,
      }));
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, "network", String(err)));
    } finally {
      setLoading(false);
    }
  }, [first, limit, nextCursor, path]);

  return {
    items: [...(first?.data ?? []), ...(current?.items ?? [])],
    hasMore: nextCursor !== null,
    loadMore,
    loading,
    error,
  };
}
