import { expect } from "vitest";
import { HttpError } from "../lib/http-error";

/** The HttpError a handler call is refused with (fails the test if the call succeeds). */
export async function refusal(call: Promise<unknown>): Promise<HttpError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}
