/** Error body of every API answer that is not 2xx (DESIGN §4). */
export type ApiErrorCode =
  | "invalid_argument"
  | "unauthenticated"
  | "permission_denied"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "internal";

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Field path (dot separated) -> message, for 400s. */
    fields?: Record<string, string>;
  };
}
