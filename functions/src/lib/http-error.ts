import type { ApiErrorCode } from "../shared/api-error";

/** An error the API answers with as-is: a status, a stable code and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "invalid_argument", message, fields);
export const unauthenticated = (message = "Sign in to continue.") =>
  new HttpError(401, "unauthenticated", message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new HttpError(403, "permission_denied", message);
export const notFound = (message = "Not found.") => new HttpError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string>, details?: unknown) =>
  new HttpError(409, "conflict", message, fields, details);
export const tooManyRequests = (message = "Too many requests. Try again later.") =>
  new HttpError(429, "rate_limited", message);
/** A console session the lock screen locked: only unlock and logout answer until it is unlocked. */
export const locked = (message: string) => new HttpError(423, "locked", message);
