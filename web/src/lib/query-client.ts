import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** One cache for every signed-in screen; loaded with them, not with /login. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry network blips once, never a 4xx: those need the user, not a loop.
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});
