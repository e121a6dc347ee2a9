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
 * Makes BODY_MAX_BYTES the limit that applies, before any parser of ours reads the body: it is
 * the app's first middleware, ahead of `express.json` and the CSV import's `express.text`.
 * - A declared `Content-Length` over the limit is refused at once, before a byte of the body is
 *   read, and the connection is closed rather than drained.
 * - Cloud Functions (and its emulator) read and parse the body before Express sees the request,
 *   with their own 32 MB limit, and keep the bytes in `req.rawBody`; `express.json` then does
 *   nothing because the body is already parsed. So the size of those bytes is checked too, before
 *   any route does work with the body.
 * - A body sent without a length (chunked) is counted by our parsers as it streams, and they stop
 *   at the same limit (`entity.too.large`, answered as this 413 by error-handler.ts).
 */
export function bodyLimit(max = BODY_MAX_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.get("content-length") ?? 0);
    if (Number.isFinite(declared) && declared > max) {
      res.set("Connection", "close");
      return next(payloadTooLarge());
    }
    const raw = (req as Request & { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(raw) && raw.length > max) return next(payloadTooLarge());
    return next();
  };
}
