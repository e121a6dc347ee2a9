import { useState } from "react";
import { ApiError } from "./api-client";

/**
 * How a failed save is put in words: a string is the fallback for a failure the API did not explain
 * (the API's own message is shown when there is one); a function decides for itself.
 */
export type Failure = string | ((err: unknown) => string);

const describe = (err: unknown, failure: Failure) =>
  typeof failure === "function" ? failure(err) : err instanceof ApiError ? err.message : failure;

/**
 * The app's one way to save and report a failed save: `run(key, save)` marks `busy` with the
 * key (the button that shows a spinner) and, when the save fails, `failure` holds why, for
 * `SaveFailed` to show. `handled` may take an error first (a form puts field errors on fields).
 * Answers whether the save went through.
 */
export function useSave(failure: Failure) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async (key: string, save: () => Promise<unknown>, handled?: (err: unknown) => boolean) => {
    setBusy(key);
    setFailed(null);
    try {
      await save();
      return true;
    } catch (err) {
      if (!handled?.(err)) setFailed(describe(err, failure));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy, failure: failed };
}
