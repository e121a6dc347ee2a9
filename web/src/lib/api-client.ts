import type { ApiErrorBody } from "@shared/api-error";
import { reportReachable } from "./connectivity";
import { doneProgress, startProgress } from "./progress";
import { readStoredToken } from "./session-storage";

/** An API failure with the server's code, message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The answer's `error.details`, for the few errors a screen resolves itself (a 409's marks). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True when the request never reached the server (no connection, or it dropped on the way). */
export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Skip the top progress bar, e.g. for background polling. */
  quiet?: boolean;
}

/** Told which session token the refused request carried (null: none). */
type UnauthorizedHandler = (sentToken: string | null) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The auth provider registers what a 401 does (log out with a toast). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? "GET", headers, signal: options.signal ?? null };
  if (options.body instanceof FormData || typeof options.body === "string") {
    init.body = options.body;
    if (typeof options.body === "string") headers["Content-Type"] = "text/csv";
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  if (!options.quiet) startProgress();
  try {
    const res = await fetch(buildUrl(path, options.query), init);
    reportReachable(true);
    return res;
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    reportReachable(false);
    throw new ApiError(
      0,
      "network",
      "Network Error: the server could not be reached. Check your connection.",
    );
  } finally {
    if (!options.quiet) doneProgress();
  }
}

async function failure(res: Response, sentToken: string | null): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // Not JSON (a proxy error page, say): fall back to the status line.
  }
  const err = body.error;
  if (res.status === 401) onUnauthorized?.(sentToken);
  return new ApiError(
    res.status,
    err?.code ?? "http_error",
    err?.message ?? `Request failed with status code ${res.status}`,
    err?.fields ?? {},
    err?.details,
  );
}

/** Calls the student API and returns its JSON body (`{ data, ... }`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readStoredToken();
  const res = await send(path, options, token);
  if (!res.ok) throw await failure(res, token);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A request whose answer is `{ data }`, the API's success shape: the data. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<{ data: T }>(path, options)).data;
}

/**
 * Saves a record of `collection` ("/groups"): POST creates it when there is no id yet, PATCH edits
 * the one with `id`. The API answers the saved record.
 */
export function saveRecord<T>(collection: string, id: string | null | undefined, body: unknown): Promise<T> {
  return apiData<T>(id ? `${collection}/${encodeURIComponent(id)}` : collection, {
    method: id ? "PATCH" : "POST",
    body,
  });
}

/** Calls the API for a file (CSV export) and returns it as a Blob. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const token = readStoredToken();
  const res = await send(path, options, token);
  if (!res.ok) throw await failure(res, token);
  return res.blob();
}
