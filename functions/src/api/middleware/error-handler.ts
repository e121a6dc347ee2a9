import type { NextFunction, Request, Response } from "express";
import { logger } from "firebase-functions";
import type { ApiErrorBody } from "../../shared/api-error";
import { HttpError } from "../http-error";

interface BodyParserError {
  type?: string;
  status?: number;
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  const parserError = err as BodyParserError;
  if (parserError?.type === "entity.too.large") {
    return new HttpError(413, "payload_too_large", "The request body is too large.");
  }
  if (parserError?.type === "entity.parse.failed") {
    return new HttpError(400, "invalid_argument", "The request body is not valid JSON.");
  }
  return null;
}

// Express recognises error handlers by their four parameters, so `_next` must stay.
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  const known = toHttpError(err);
  if (known) {
    const body: ApiErrorBody = { error: { code: known.code, message: known.message } };
    if (known.fields) body.error.fields = known.fields;
    res.status(known.status).json(body);
    return;
  }
  logger.error("Unhandled API error", { method: req.method, path: req.path, err });
  const body: ApiErrorBody = { error: { code: "internal", message: "Something went wrong on our side. Please try again." } };
  res.status(500).json(body);
}

export function notFoundHandler(_req: Request, res: Response) {
  const body: ApiErrorBody = { error: { code: "not_found", message: "No such API route." } };
  res.status(404).json(body);
}
