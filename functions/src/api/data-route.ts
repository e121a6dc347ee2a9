import type { Request, RequestHandler } from "express";
import type { Handler } from "../lib/handler-context";
import type { ZodType } from "zod";
import { idParam, parseInput } from "../lib/validate";
import { appAccountContextOf, studentContextOf } from "./request-context";

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

const studentRoutes = routesIn(studentContextOf);
const appAccountRoutes = routesIn(appAccountContextOf);

/** The routes of the student API (`/api/me/*`): the handler gets a `StudentContext`. */
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
