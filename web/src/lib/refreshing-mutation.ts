import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/** A list shown changed before the server has answered, put back if the change fails. */
export interface Optimistic<TInput, TCached> {
  key: QueryKey;
  apply: (cached: TCached, input: TInput) => TCached;
}

export interface Refreshes<TData, TInput, TCached = never> {
  /** The saved record's own query: it takes the answer instead of asking again (null: none). */
  record?: (saved: TData, input: TInput) => QueryKey | null;
  /** Queries of a record that is gone for good: dropped, not asked again. */
  removed?: (saved: TData, input: TInput) => readonly QueryKey[];
  /** The queries to ask again once the change is made (lists, counts, pickers). */
  stale: (saved: TData, input: TInput) => readonly QueryKey[];
  /**
   * Whether the mutation stays pending until those queries are back: a dialog that closes on
   * success then closes onto the fresh list. Without it, they reload in the background.
   */
  settleAfterRefresh?: boolean;
  /** What the answer changes outside the query cache (the signed-in user shown in the header). */
  onSaved?: (saved: TData, input: TInput) => void;
  /** Shown at once, and put back (then asked again) when the change fails. */
  optimistic?: Optimistic<TInput, TCached>;
}

/** A change to the API, then the queries it makes stale: the one way a feature writes. */
export function useRefreshingMutation<TData, TInput, TCached = never>(
  mutationFn: (input: TInput) => Promise<TData>,
  { record, removed, stale, settleAfterRefresh = false, onSaved, optimistic }: Refreshes<TData, TInput, TCached>,
) {
  const qc = useQueryClient();
  const refresh = (keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      if (!optimistic) return { before: undefined };
      await qc.cancelQueries({ queryKey: optimistic.key });
      const before = qc.getQueryData<TCached>(optimistic.key);
      if (before !== undefined) qc.setQueryData(optimistic.key, optimistic.apply(before, input));
      return { before };
    },
    onError: (_err, _input, context) => {
      if (optimistic && context?.before !== undefined) qc.setQueryData(optimistic.key, context.before);
    },
    onSuccess: (saved: TData, input: TInput) => {
      const own = record?.(saved, input);
      if (own) qc.setQueryData(own, saved);
      for (const queryKey of removed?.(saved, input) ?? []) qc.removeQueries({ queryKey });
      onSaved?.(saved, input);
      const refreshed = refresh(stale(saved, input));
      return settleAfterRefresh ? refreshed : undefined;
    },
    // After a failure the list that was put back is asked again too: others may have changed it.
    onSettled: (_saved, err) =>
      optimistic && err ? qc.invalidateQueries({ queryKey: optimistic.key }) : undefined,
  });
}
