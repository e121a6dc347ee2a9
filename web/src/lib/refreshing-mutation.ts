import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

export interface Refreshes<TData, TInput> {
  /** The saved record's own query: it takes the answer instead of asking again. */
  record?: (saved: TData) => QueryKey;
  /** The queries to ask again once the change is made (lists, counts, pickers). */
  stale: (saved: TData, input: TInput) => readonly QueryKey[];
  /**
   * Whether the mutation stays pending until those queries are back: a dialog that closes on
   * success then closes onto the fresh list. Without it, they reload in the background.
   */
  settleAfterRefresh?: boolean;
}

/** A change to the API, then the queries it makes stale: the one way a feature writes. */
export function useRefreshingMutation<TData, TInput>(
  mutationFn: (input: TInput) => Promise<TData>,
  { record, stale, settleAfterRefresh = false }: Refreshes<TData, TInput>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved: TData, input: TInput) => {
      if (record) qc.setQueryData(record(saved), saved);
      const refreshed = Promise.all(
        stale(saved, input).map((queryKey) => qc.invalidateQueries({ queryKey })),
      );
      return settleAfterRefresh ? refreshed : undefined;
    },
  });
}
