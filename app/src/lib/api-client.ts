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

/** One page of a cursor list, as every `/api/me` list answers. */
export interface CursorPage<T> {
  data: T[];
  nextCursor: string | null;
}

type Query = Record<string, string | number | undefined | null>;

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function meUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/me${path}${qs ? `?${qs}` : ""}`;
}

/**
 * Calls `/api/me{path}` with the Firebase ID token and, for a guardian, the chosen child; answers
 * the JSON body. One retry with a fresh token after a 401 (a token that expired on the way).
 */
export async function meRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = meUrl(path, options.query);
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
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A request whose answer is `{ data }`: the data. */
export async function meData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await meRequest<{ data: T }>(path, options)).data;
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
