import type { Request, RequestHandler } from "express";
import type { Handler } from "../lib/handler-context";
import { idParam } from "./middleware/validate";
import { contextOf } from "./request-context";

/**
 * The route of one handler: reads its input from the request (parsing throws the 400), runs it in
 * the request's context and answers `{ data }` with `status`. Routes that answer otherwise (a
 * page, 204, a file) stay written out.
 */
export function dataRoute<I>(
  handler: Handler<I, unknown>,
  inputOf: (req: Request) => I,
  status = 200,
): RequestHandler {
  return async (req, res) => {
    const ctx = contextOf(req);
    res.status(status).json({ data: await handler({ ctx, input: inputOf(req) }) });
  };
}

/** The input of a handler that takes none. */
export const noInput = (): Record<string, never> => ({});

/** The path id, inside the input as every handler takes it. */
export const pathId = (req: Request) => ({ id: idParam(req.params) });
