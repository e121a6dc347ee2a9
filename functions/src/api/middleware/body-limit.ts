import type { NextFunction, Request, Response } from "express";
import { BODY_MAX_BYTES } from "../../shared/api-error";
import { HttpError } from "../../lib/http-error";

/** 413 in the API's error shape; also what `express.json` raises past the limit (error-handler.ts). */
export const payloadTooLarge = () =>
  new HttpError(
    413,
    "payload_too_large",
    `The request body is too large (at most ${BODY_MAX_BYTES / 1024 / 1024} MB).`,
  );

/**
 * Makes BODY_MAX_BYTES the limit that applies. Cloud Functions (and its emulator) read and parse
 * the body before Express sees the request, with their own 32 MB limit, and keep the bytes in
 * `req.rawBody`; `express.json` then does nothing because the body is already parsed. So the size
 * is checked here, on the bytes that were read (or, where nothing was read yet, on the declared
 * `Content-Length`), before any route does work with the body.
 */
export function bodyLimit(max = BODY_MAX_BYTES) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const raw = (req as Request & { rawBody?: unknown }).rawBody;
    const declared = Number(req.get("content-length") ?? 0);
    const size = Buffer.isBuffer(raw) ? raw.length : Number.isFinite(declared) ? declared : 0;
    if (size > max) return next(payloadTooLarge());
    return next();
  };
}
