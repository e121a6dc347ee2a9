import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";

export interface Refreshes<TData, TInput> {
  /** The saved record's own query: it takes the answer instead of asking again (null: none). */
  record?: (saved: TData, input: TInput) => QueryKey | null;
  /** The queries to ask again once the change is made (lists, counts, pickers). */
  stale: (saved: TData, input: TInput) => readonly QueryKey[];
  /**
   * Whether the mutation stays pending until those queries are back: a dialog that closes on
   * success then closes onto the fresh list. Without it, they reload in the background.
   */
  settleAfterRefresh?: boolean;
  /** What else the saved answer changes outside the query cache (the signed-in user's name). */
  onSaved?: (saved: TData, input: TInput, qc: QueryClient) => void;
}

/** A change to the API, then the queries it makes stale: the one way a feature writes. */
export function useRefreshingMutation<TData, TInput>(
  mutationFn: (input: TInput) => Promise<TData>,
  { record, stale, settleAfterRefresh = false, onSaved }: Refreshes<TData, TInput>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved: TData, input: TInput) => {
      const key = record?.(saved, input);
      if (key) qc.setQueryData(key, saved);
      onSaved?.(saved, input, qc);
      const refreshed = refresh(qc, stale(saved, input));
      return settleAfterRefresh ? refreshed : undefined;
    },
  });
}

/** Asks those queries again, for a write made outside a component (an Undo that outlives its drawer). */
export function refresh(qc: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/**
 * A change shown before the API answers (a drag to reorder): the cached list takes it at once and
 * is put back if the save fails; the stale queries are asked again either way, and the mutation
 * settles once they are back.
 */
export function useOptimisticMutation<TData, TInput, TCached>(
  mutationFn: (input: TInput) => Promise<TData>,
  {
    queryKey,
    apply,
    stale,
  }: { queryKey: QueryKey; apply: (cached: TCached, input: TInput) => TCached; stale: readonly QueryKey[] },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      await qc.cancelQueries({ queryKey });
      const before = qc.getQueryData<TCached>(queryKey);
      if (before) qc.setQueryData(queryKey, apply(before, input));
      return { before };
    },
    onError: (_err, _input, context) => {
      if (context?.before) qc.setQueryData(queryKey, context.before);
    },
    onSettled: () => refresh(qc, stale),
  });
}
