import { onSnapshot, type DocumentReference, type Query } from "firebase/firestore";
import { useEffect, useState } from "react";
import type { LoadState } from "@/components/ui/data-states";

export interface Live<T> {
  data: T | undefined;
  error: Error | null;
  /** Still only what the device had: not yet confirmed by the server. */
  fromCache: boolean;
}

/** A query's documents, live, with which of them are still waiting to be written (`pending`). */
export function useLiveQuery<T>(q: Query<T> | null, key: string): Live<{ value: T; pending: boolean }[]> {
  const [state, setState] = useState<Live<{ value: T; pending: boolean }[]>>({
    data: undefined,
    error: null,
    fromCache: true,
  });
  useEffect(() => {
    if (!q) return;
    return onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) =>
        setState({
          data: snap.docs.map((d) => ({ value: d.data(), pending: d.metadata.hasPendingWrites })),
          error: null,
          fromCache: snap.metadata.fromCache,
        }),
      (error) => setState((s) => ({ ...s, error })),
    );
    // `key` names the query: the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** One document, live (undefined while loading, null when it does not exist). */
export function useLiveDoc<T>(ref: DocumentReference<T> | null, key: string): Live<T | null> {
  const [state, setState] = useState<Live<T | null>>({ data: undefined, error: null, fromCache: true });
  useEffect(() => {
    if (!ref) return;
    return onSnapshot(
      ref,
      (snap) =>
        setState({
          data: snap.exists() ? snap.data() : null,
          error: null,
          fromCache: snap.metadata.fromCache,
        }),
      (error) => setState((s) => ({ ...s, error })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/**
 * A listener's answer as a screen's load (`DataStates`): nothing stale to say, and Retry reloads,
 * since a listener the rules refused does not come back by listening again on the same token.
 */
export function liveLoad<T>(data: T | undefined, error: Error | null): LoadState<T> {
  return {
    data,
    error,
    loading: data === undefined && !error,
    staleSince: null,
    retry: () => location.reload(),
  };
}
