/**
 * The largest request body the API takes, in bytes (2 MB): JSON bodies and CSV imports alike. The
 * API answers a larger one with 413 `payload_too_large` (api/middleware/body-limit.ts).
 */
export const BODY_MAX_BYTES = 2 * 1024 * 1024;

/** Error body of every API answer that is not 2xx. */
export type ApiErrorCode =
  | "invalid_argument"
  /** A guardian called a child-scoped `/api/me` route without naming the child (`X-Student-Id`). */
  | "child_required"
  | "unauthenticated"
  | "permission_denied"
  | "not_found"
  | "conflict"
  /** 423: the console session is locked (lock screen); only unlock and logout answer. */
  | "locked"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal";

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Field path (dot separated) -> message, for 400s. */
    fields?: Record<string, string>;
    /** What a client needs to resolve this error itself (the marks of an attendance conflict). */
    details?: unknown;
  };
}

/**
 * Turns zod issues into the `fields` map: "guardian.email" -> message (the first per field). The
 * API answers a bad request with it, and the app checks its forms with it before sending.
 */
export function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
