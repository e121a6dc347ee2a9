import { request } from "node:http";

export interface RawRequest {
  method: string;
  /** Sent byte for byte: `fetch` would normalise `..`, re-encode and reject what a fuzzer must send. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** One HTTP/1.1 request to 127.0.0.1:<port>, with a Content-Length (the Hosting proxy drops chunked bodies). */
export function rawRequest(port: number, req: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers["content-length"] = Buffer.byteLength(req.body);
    const r = request(
      { host: "127.0.0.1", port, method: req.method, path: req.path, headers, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    r.on("timeout", () =>
      r.destroy(new Error(`${req.method} ${req.path.slice(0, 200)}: no answer in ${timeoutMs} ms`)),
    );
    r.on("error", reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/**
 * Why a non-2xx answer breaks the API's error contract, or null when it keeps it:
 * `{ error: { code: string, message: string, fields?: Record<string, string> } }` and nothing else.
 */
export function errorShapeProblem(res: RawResponse): string | null {
  if (!res.contentType.startsWith("application/json")) return `content-type is "${res.contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return "the body is not JSON";
  }
  if (!isPlainObject(body) || Object.keys(body).join() !== "error") return "the body is not { error }";
  const error = body.error;
  if (!isPlainObject(error)) return "error is not an object";
  const extra = Object.keys(error).filter((k) => !["code", "message", "fields"].includes(k));
  if (extra.length) return `error has extra keys ${extra.join(", ")}`;
  if (typeof error.code !== "string" || !error.code) return "error.code is not a string";
  if (typeof error.message !== "string" || !error.message) return "error.message is not a string";
  if (error.fields !== undefined) {
    if (!isPlainObject(error.fields)) return "error.fields is not an object";
    const bad = Object.entries(error.fields).find(([, v]) => typeof v !== "string");
    if (bad) return `error.fields.${bad[0]} is not a string`;
  }
  return null;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
