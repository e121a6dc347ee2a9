import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the API's `fields` (400/409) on the form's fields, so a server-side rule shows where the
 * schema's own errors do. Returns true when at least one field got an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  known?: readonly string[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (known && !known.some((k) => field === k || field.startsWith(`${k}.`))) continue;
    setError(field as Path<T>, { type: "server", message });
    applied = true;
  }
  return applied;
}
