import type { ApiErrorBody } from "@shared/api-error";
import { idToken } from "./auth-client";
import { reportOnline } from "./connectivity";
import { selectedChild } from "./selected-child";

/** An API failure with the server's code, message and field errors; status 0: never reached it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Query = Record<string, unknown>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/** The URL of an API path (`/me/week`) with its query string (empty values left out). */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

/**
 * Calls the API's `path` (under `/api`) with the Firebase ID token and, for a guardian, the chosen
 * child; answers the JSON body. One retry with a fresh token after a 401 (a token that expired on
 * the way). Screens call routes through `apiCall` (api-call.ts), which types both ends.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path, options.query);
  const send = async (fresh: boolean) => {
    const token = await idToken(fresh);
    if (!token) throw new ApiError(401, "signed_out", "Sign in again.");
    const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${token}` };
    const child = selectedChild();
    if (child) headers["X-Student-Id"] = child;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    try {
      const res = await fetch(url, {
        method: options.method ?? "GET",
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      });
      reportOnline(true);
      return res;
    } catch (err) {
      if ((err as Error).name === "AbortError") throw err;
      reportOnline(false);
      throw new ApiError(0, "network", "No connection: the school could not be reached.");
    }
  };
  let res = await send(false);
  if (res.status === 401) res = await send(true);
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return undefined;
  return (await res.json()) as unknown;
}

async function failure(res: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  const err = body.error;
  return new ApiError(
    res.status,
    err?.code ?? "http_error",
    err?.message ?? `Request failed (${res.status})`,
    err?.fields ?? {},
  );
}
