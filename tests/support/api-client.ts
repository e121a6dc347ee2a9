import { checkAnswer } from "./api-contract";
import { HOSTING_URL } from "./env";

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the API through Hosting's /api rewrite, as the browser does. */
export async function call<T = Record<string, unknown>>(
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${HOSTING_URL}/api${path}`, { method: options.method ?? "GET", headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // CSV and other non-JSON answers stay text.
  }
  // The contract test: every answer is checked against the API's OpenAPI document.
  checkAnswer(options.method ?? "GET", `/api${path}`, res.status, parsed, res.headers.get("content-type"));
  return { status: res.status, body: parsed as T, headers: res.headers };
}
