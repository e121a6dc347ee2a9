import { startTransition, useCallback, useEffect, useState } from "react";
import type { Route, RouteRequest, RouteResult } from "@shared/route-contract";
import { ApiError } from "./api-client";
import { apiCall, routeUrl } from "./api-call";
import { cacheKey, readCached, writeCached } from "./offline-cache";
import { useRevalidation } from "./revalidate";
import { useSession } from "./session";
import { sharedRequest } from "./shared-request";

export interface MeDataState<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  /** When `data` was loaded, if it came from the device because the network failed (or has not answered yet). */
  staleSince: number | null;
  retry: () => void;
}

/**
 * One GET route of the app's API for a screen: the last-seen answer at once (from the device),
 * then the network's. A failure keeps what is on screen and says when it was loaded; with nothing
 * cached it is an error with a retry. `request` null: not yet (waiting for something else). The
 * answer's type is the route's output schema (a cursor list: the whole page).
 */
export function useMeData<R extends Route>(
  route: R,
  request: RouteRequest<R> | null,
): MeDataState<RouteResult<R>> {
  type T = RouteResult<R>;
  const { user, child } = useSession();
  const url = request === null ? null : routeUrl(route, request);
  const key = url && user ? cacheKey(user.uid, child, url) : null;
  const [attempt, setAttempt] = useState(0);
  const generation = useRevalidation();
  const [state, setState] = useState<Omit<MeDataState<T>, "retry"> & { key: string | null }>(() =>
    initial<T>(key),
  );
  if (state.key !== key) setState(initial<T>(key));

  useEffect(() => {
    if (!key || request === null) return;
    // Shared with every other screen asking for the same answer, so leaving the screen does not
    // abort the call: it only stops listening.
    let listening = true;
    // Unchanged when already loading (the first mount): a new object would re-render the screen
    // at once, outside any transition.
    setState((s) => (s.loading && !s.error ? s : { ...s, loading: true, error: null }));
    const call = apiCall as (r: R, a: object) => Promise<T>;
    sharedRequest(key, () =>
      call(route, request).then((data) => {
        writeCached(key, data);
        return data;
      }),
    ).then(
      (data) => {
        if (!listening) return;
        // A transition: React renders the screen the answer fills in slices, so a tap while it
        // renders is answered at once rather than after the whole screen.
        startTransition(() => setState({ key, data, error: null, loading: false, staleSince: null }));
      },
      (err: unknown) => {
        if (!listening) return;
        const error = err instanceof ApiError ? err : new ApiError(0, "network", String(err));
        setState((s) => ({ ...s, error, loading: false }));
      },
    );
    return () => {
      listening = false;
    };
    // The request's values are in `key` (through the URL); the object itself is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, generation]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state.data,
    error: state.error,
    loading: state.loading,
    staleSince: state.staleSince,
    retry,
  };
}

function initial<T>(key: string | null) {
  const cached = key ? readCached<T>(key) : null;
  return {
    key,
    data: cached?.data,
    error: null,
    loading: key !== null,
    staleSince: cached ? cached.loadedAt : null,
  };
}
