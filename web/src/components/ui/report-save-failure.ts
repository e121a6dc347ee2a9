import type { FieldValues, UseFormSetError } from "react-hook-form";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { toastErrorWithRetry } from "./toasts";

/**
 * A form's save failed: the API's field errors go on the fields they name, so the user sees where;
 * anything else becomes an error toast with Retry, `failure` followed by the error's message.
 */
export function reportSaveFailure<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  {
    failure,
    retry,
    id,
    known,
  }: { failure: string; retry: () => void; id: string; known?: readonly string[] },
) {
  if (!applyFieldErrors(err, setError, known))
    toastErrorWithRetry(`${failure} ${(err as Error).message}`, retry, id);
}
