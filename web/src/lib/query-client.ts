import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { isOnline, subscribeConnectivity } from "./connectivity";

// React Query hears "back online" from the same store as the screens, which also notices a server
// that answers again while the browser still says offline.
onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(isOnline())));

/**
 * One cache for every signed-in screen; loaded with them, not with /login.
 *
 * networkMode "always": offline, a query or a save fails at once with the network error and the
 * screen says so (with a retry), where React Query's default would pause it and leave a skeleton
 * or a busy button up for as long as the connection is gone. Failed queries refetch by themselves
 * when the connection returns (refetchOnReconnect).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      networkMode: "always",
      // Retry network blips once, never a 4xx (those need the user, not a loop), nor while offline.
      retry: (count, err) =>
        count < 1 && isOnline() && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
    mutations: { networkMode: "always" },
  },
});
