import type { Request, RequestHandler } from "express";
import type { Handler } from "../lib/handler-context";
import { idParam } from "./middleware/validate";
import { contextOf, studentContextOf } from "./request-context";

/** Route builders for one kind of caller: how its handler context is read from a request. */
function routesIn<C>(contextOfRequest: (req: Request) => C) {
  return <I>(handler: Handler<I, unknown, C>, inputOf: (req: Request) => I, status = 200): RequestHandler =>
    async (req, res) => {
      const ctx = contextOfRequest(req);
      res.status(status).json({ data: await handler({ ctx, input: inputOf(req) }) });
    };
}

/**
 * The route of one handler: reads its input from the request (parsing throws the 400), runs it in
 * the request's context and answers `{ data }` with `status`. Routes that answer otherwise (a
 * page, 204, a file) stay written out.
 */
export const dataRoute = routesIn(contextOf);

/** `dataRoute` for the student API (`/api/me/*`): the handler gets a `StudentContext`. */
export const studentRoute = routesIn(studentContextOf);

/** The input of a handler that takes none. */
export const noInput = (): Record<string, never> => ({});

/** The path id, inside the input as every handler takes it. */
export const pathId = (req: Request) => ({ id: idParam(req.params) });
