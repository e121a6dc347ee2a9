import { useEffect } from "react";
import { ApiError } from "@/lib/api-client";
import { toastErrorWithRetry } from "./toasts";

/**
 * Shows a failed load to the user with a Retry button, and logs it with the replaced console's
 * text so that existing log searches keep working.
 */
export function useErrorToast(error: unknown, logText: string, userText: string, retry: () => void) {
  useEffect(() => {
    if (!error) return;
    console.error(logText, error);
    // A 401 already logs out with its own toast.
    if (error instanceof ApiError && error.status === 401) return;
    const detail = error instanceof Error && error.message ? ` ${error.message}` : "";
    toastErrorWithRetry(`${userText}${detail}`, retry, logText);
  }, [error, logText, userText, retry]);
}
