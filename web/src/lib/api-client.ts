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
  /**
   * A 401 is this request's own answer, not news that the session ended (logout: a session that
   * already ended is logged out all the same).
   */
  expectUnauthorized?: boolean;
}

/** Told which session token the refused request carried (null: none). */
type UnauthorizedHandler = (sentToken: string | null) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The auth provider registers what a 401 does (log out with a toast). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

let onLocked: (() => void) | null = null;
/** A 423 arrived before the lock screen was there to hear it (the first screen's early request). */
let lockedUnheard = false;

/**
 * The lock screen registers what a 423 `locked` does (cover the console): the session was locked
 * on the server, from another tab or before a reload that lost the local lock.
 */
export function setLockedHandler(handler: (() => void) | null) {
  onLocked = handler;
  if (handler && lockedUnheard) {
    lockedUnheard = false;
    handler();
  }
}

function reportLocked() {
  if (onLocked) onLocked();
  else lockedUnheard = true;
}

function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

// An early answer is used once, and only while it is fresh.
const EARLY_FOR_MS = 10_000;
const early = new Map<string, { token: string | null; response: Promise<Response> }>();

function keepEarly(url: string, token: string | null, response: Promise<Response>) {
  early.set(url, { token, response });
  setTimeout(() => {
    if (early.get(url)?.response === response) early.delete(url);
  }, EARLY_FOR_MS);
}

declare global {
  interface Window {
    /** A request index.html's shell script started before any of this code had loaded. */
    __earlyApi?: { url: string; token: string; response: Promise<Response> };
  }
}
if (typeof window !== "undefined" && window.__earlyApi) {
  const { url, token, response } = window.__earlyApi;
  delete window.__earlyApi;
  keepEarly(url, token, response);
}

/**
 * Starts a GET before the screen that needs it has loaded (a route's `prefetch`), so the data
 * arrives in parallel with the screen's code rather than after it. The screen's own
 * request for the same URL, with the same session, then takes this answer instead of asking again.
 */
export function prefetchGet(path: string, query?: Query) {
  const url = buildUrl(path, query);
  const token = readStoredToken();
  if (!token || early.has(url)) return;
  const response = fetch(url, { headers: authHeaders(token) });
  response.catch(() => undefined); // a failure is reported when (if) the screen takes it
  keepEarly(url, token, response);
}

function takeEarly(url: string, token: string | null): Promise<Response> | undefined {
  const hit = early.get(url);
  if (!hit || hit.token !== token) return undefined;
  early.delete(url);
  return hit.response;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = authHeaders(token);
  const init: RequestInit = { method: options.method ?? "GET", headers, signal: options.signal ?? null };
  if (options.body instanceof FormData || typeof options.body === "string") {
    init.body = options.body;
    if (typeof options.body === "string") headers["Content-Type"] = "text/csv";
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  const prefetched = init.method === "GET" ? takeEarly(url, token) : undefined;
  if (!options.quiet) startProgress();
  try {
    const res = await (prefetched ?? fetch(url, init));
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

async function failure(res: Response, sentToken: string | null, options: RequestOptions): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // Not JSON (a proxy error page, say): fall back to the status line.
  }
  const err = body.error;
  if (res.status === 401 && !options.expectUnauthorized) onUnauthorized?.(sentToken);
  if (res.status === 423 && err?.code === "locked") reportLocked();
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
  if (!res.ok) throw await failure(res, token, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A request whose answer is `{ data }`, the API's success shape: the data. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<{ data: T }>(path, options)).data;
}

/** Calls the API for a file (CSV export) and returns it as a Blob. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const token = readStoredToken();
  const res = await send(path, options, token);
  if (!res.ok) throw await failure(res, token, options);
  return res.blob();
}
