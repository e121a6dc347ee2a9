import type { NextFunction, Request, Response } from "express";
import { logger } from "firebase-functions";
import type { ApiErrorBody, ApiErrorCode } from "../../shared/api-error";
import { HttpError } from "../../lib/http-error";
import { payloadTooLarge } from "./body-limit";

/** What Express, its router and body-parser (http-errors) put on a client error they raise. */
interface FrameworkError {
  type?: string;
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
}

const CLIENT_ERRORS: Partial<Record<number, { code: ApiErrorCode; message: string }>> = {
  400: { code: "invalid_argument", message: "The request is not valid." },
  401: { code: "unauthenticated", message: "Sign in to continue." },
  403: { code: "permission_denied", message: "You do not have permission to do this." },
  404: { code: "not_found", message: "Not found." },
  409: { code: "conflict", message: "The request conflicts with the current state." },
  415: {
    code: "unsupported_media_type",
    message: "The request body's type or character set is not supported. Send UTF-8 JSON.",
  },
  429: { code: "rate_limited", message: "Too many requests. Try again later." },
};

function statusOf(err: FrameworkError): number | null {
  for (const value of [err.status, err.statusCode]) {
    if (typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 499) return value;
  }
  return null;
}

/**
 * Errors the client caused keep their 4xx: ours (HttpError), and any the framework raises with a
 * 4xx `status`/`statusCode` (a URL with bad percent-encoding, an unsupported charset or encoding,
 * malformed JSON, a body over the limit). Their messages are ours, so nothing internal leaks.
 */
function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (!err || typeof err !== "object") return null;
  const framework = err as FrameworkError;
  if (framework.type === "entity.too.large") return payloadTooLarge();
  if (framework.type === "entity.parse.failed") {
    return new HttpError(400, "invalid_argument", "The request body is not valid JSON.");
  }
  const status = statusOf(framework);
  if (status === null) return null;
  if (status === 413) return payloadTooLarge();
  const known = CLIENT_ERRORS[status] ?? { code: "invalid_argument", message: "The request is not valid." };
  return new HttpError(status, known.code, known.message);
}

// Express recognises error handlers by their four parameters, so `_next` must stay.
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  const known = toHttpError(err);
  if (known) {
    const body: ApiErrorBody = { error: { code: known.code, message: known.message } };
    if (known.fields) body.error.fields = known.fields;
    if (known.details !== undefined) body.error.details = known.details;
    res.status(known.status).json(body);
    return;
  }
  logger.error("Unhandled API error", { method: req.method, path: req.path, err });
  const body: ApiErrorBody = {
    error: { code: "internal", message: "Something went wrong on our side. Please try again." },
  };
  res.status(500).json(body);
}

export function notFoundHandler(_req: Request, res: Response) {
  const body: ApiErrorBody = { error: { code: "not_found", message: "No such API route." } };
  res.status(404).json(body);
}
