import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";
import { toast } from "react-toastify";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { toastErrorWithRetry } from "./toasts";

/**
 * A form's save failed: the API's field errors go on the fields they name, so the user sees where;
 * anything else becomes an error toast with Retry, `failure` followed by the error's message (the
 * message alone when there is no `failure`, for errors that already say what failed).
 */
function reportSaveFailure<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  {
    failure,
    retry,
    id,
    known,
  }: { failure?: string; retry: () => void; id: string; known?: readonly string[] },
) {
  if (applyFieldErrors(err, setError, known)) return;
  const message = (err as Error).message;
  toastErrorWithRetry(failure ? `${failure} ${message}` : message, retry, id);
}

/**
 * A form's submit handler that saves and, when the save fails, reports it as above; the toast's
 * Retry submits the form again.
 */
export function submitOrReport<TInput extends FieldValues, TOutput>(
  form: { handleSubmit: UseFormHandleSubmit<TInput, TOutput>; setError: UseFormSetError<TInput> },
  save: (values: TOutput) => Promise<void>,
  report: { failure?: string; id: string; known?: readonly string[] },
) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (err) {
      reportSaveFailure(err, form.setError, { ...report, retry: () => void submit() });
    }
  });
  return submit;
}

/**
 * A create or edit dialog's submit: saves, says what was saved (`saved`, of the values), closes;
 * a failure is reported as above and the dialog stays open.
 */
export function submitAndClose<TInput extends FieldValues, TOutput>(
  form: { handleSubmit: UseFormHandleSubmit<TInput, TOutput>; setError: UseFormSetError<TInput> },
  save: (values: TOutput) => Promise<unknown>,
  {
    saved,
    close,
    ...report
  }: {
    saved: (values: TOutput) => string;
    close: () => void;
    failure: string;
    id: string;
    known?: readonly string[];
  },
) {
  return submitOrReport(
    form,
    async (values) => {
      await save(values);
      toast.success(saved(values));
      close();
    },
    report,
  );
}
