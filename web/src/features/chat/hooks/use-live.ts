import { onSnapshot, type DocumentReference, type Query } from "firebase/firestore";
import { useEffect, useState } from "react";

export interface Live<T> {
  data: T;
  loading: boolean;
  error: Error | null;
}

/**
 * Subscribes to a query while mounted (and while `key` stays the same). `key` names the query:
 * Firestore query objects are new on every render, so they cannot be the effect's dependency.
 */
export function useLiveQuery<T>(key: string | null, build: () => Query<T>): Live<T[]> & { retry: () => void } {
  const [state, setState] = useState<Live<T[]>>({ data: [], loading: key !== null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) {
      setState({ data: [], loading: false, error: null });
      return;
    }
    setState((s) => ({ ...s, loading: true, error: null }));
    return onSnapshot(
      build(),
      (snap) => setState({ data: snap.docs.map((d) => d.data()), loading: false, error: null }),
      (error) => {
        console.error(`Live query ${key} failed:`, error);
        setState((s) => ({ ...s, loading: false, error }));
      },
    );
    // `build` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** Subscribes to one document while mounted; `data` is null while loading or when it is missing. */
export function useLiveDoc<T>(key: string | null, build: () => DocumentReference<T>): Live<T | null> {
  const [state, setState] = useState<Live<T | null>>({ data: null, loading: key !== null, error: null });
  useEffect(() => {
    if (key === null) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    setState({ data: null, loading: true, error: null });
    return onSnapshot(
      build(),
      (snap) => setState({ data: snap.exists() ? snap.data() : null, loading: false, error: null }),
      (error) => setState({ data: null, loading: false, error }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
