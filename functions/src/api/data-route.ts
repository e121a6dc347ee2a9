import type { Request, RequestHandler } from "express";
import type { Handler } from "../lib/handler-context";
import type { ZodType } from "zod";
import { idParam, parseInput, parsePatch } from "./middleware/validate";
import { appAccountContextOf, contextOf, studentContextOf } from "./request-context";

/**
 * Route builders for one kind of caller (how its handler context is read from a request). Each
 * reads the handler's input from the request (parsing throws the 400) and runs it in the
 * request's context; `data` answers `{ data }` with `status`, `page` answers a list handler's page
 * (`{ data, nextCursor }`) as it is, `noContent` a 204 (a permanent delete). Routes that answer
 * otherwise (a file, a status that depends on the result) stay written out.
 */
function routesIn<C>(contextOfRequest: (req: Request) => C) {
  const answer =
    <I>(
      handler: Handler<I, unknown, C>,
      inputOf: (req: Request) => I,
      body: (result: unknown) => unknown,
      status: number,
    ): RequestHandler =>
    async (req, res) => {
      const ctx = contextOfRequest(req);
      res.status(status).json(body(await handler({ ctx, input: inputOf(req) })));
    };
  return {
    data: <I>(handler: Handler<I, unknown, C>, inputOf: (req: Request) => I, status = 200) =>
      answer(handler, inputOf, (result) => ({ data: result }), status),
    page: <I>(handler: Handler<I, unknown, C>, inputOf: (req: Request) => I) =>
      answer(handler, inputOf, (page) => page, 200),
    noContent:
      <I>(handler: Handler<I, unknown, C>, inputOf: (req: Request) => I): RequestHandler =>
      async (req, res) => {
        await handler({ ctx: contextOfRequest(req), input: inputOf(req) });
        res.status(204).end();
      },
  };
}

const consoleRoutes = routesIn(contextOf);
const studentRoutes = routesIn(studentContextOf);
const appAccountRoutes = routesIn(appAccountContextOf);

/** The route of one console handler, answering `{ data }`. */
export const dataRoute = consoleRoutes.data;
/** The route of one console list handler, answering its page. */
export const pageRoute = consoleRoutes.page;
/** The route of one console handler that answers nothing: 204. */
export const noContentRoute = consoleRoutes.noContent;
/** `dataRoute` and `pageRoute` for the student API (`/api/me/*`): the handler gets a `StudentContext`. */
export const studentRoute = studentRoutes.data;
export const studentPageRoute = studentRoutes.page;
export const studentNoContentRoute = studentRoutes.noContent;
/** Routes of `/api/me` about the caller's account: a guardian may call them before choosing a child. */
export const appAccountRoute = appAccountRoutes.data;
export const appAccountNoContentRoute = appAccountRoutes.noContent;

/** Input readers: the request's query string or body, parsed by `schema` (a 400 naming each bad field). */
export const fromQuery =
  <T>(schema: ZodType<T>) =>
  (req: Request): T =>
    parseInput(schema, req.query);
export const fromBody =
  <T>(schema: ZodType<T>) =>
  (req: Request): T =>
    parseInput(schema, req.body);

/** The input of a handler that takes none. */
export const noInput = (): Record<string, never> => ({});

/** The path id, inside the input as every handler takes it. */
export const pathId = (req: Request) => ({ id: idParam(req.params) });

/** The path id and fixed fields: `/:id/archive` takes `{ id, archived: true }`. */
export const pathIdWith =
  <T extends object>(fields: T) =>
  (req: Request) => ({ ...pathId(req), ...fields });

/**
 * A PATCH's input: the path id (a malformed one is the 400, before the body is looked at) and only
 * the fields the body sent (`parsePatch`), so a schema default never overwrites stored data.
 */
export const patchOf =
  <T extends object>(schema: ZodType<T>) =>
  (req: Request) => {
    const { id } = pathId(req);
    return { ...parsePatch(schema, req.body), id };
  };

/**
 * The path id with the body parsed by `schema` (and any fixed fields): `POST /:id/assign` takes
 * `{ id, ...body }`. The id is checked first, and the body cannot override it.
 */
export const bodyWithId =
  <T extends object, F extends object = object>(schema: ZodType<T>, fixed?: F) =>
  (req: Request) => {
    const { id } = pathId(req);
    return { ...parseInput(schema, req.body), ...(fixed as F), id };
  };
