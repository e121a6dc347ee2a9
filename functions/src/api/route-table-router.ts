import { Router, type Request, type RequestHandler, type Response } from "express";
import type { AppAccountContext, Handler, HandlerContext, StudentContext } from "../lib/handler-context";
import { forbidden, unauthenticated } from "../lib/http-error";
import type { Role } from "../shared/roles";
import type { HandlerResult, ParsedInput, Route, RouteSpec } from "../shared/route-contract";
import { parseInput, parsePatch } from "../lib/validate";
import { requireRole } from "./middleware/require-role";
import { appAccountContextOf, contextOf, studentContextOf } from "./request-context";

/** What a route's handler is called with when it runs in a route that is not the plain case. */
export interface RunArgs<R extends RouteSpec, C> {
  ctx: C;
  /** The params, query and body, parsed by the route's schemas (path params first). */
  input: ParsedInput<R>;
  req: Request;
}

/**
 * A route's implementation: its handler, called with the parsed input (the usual case), or `run`
 * for a route that adapts (fixed fields, another status, a CSV body read by `before`).
 */
export type RouteImpl<R extends RouteSpec, C> =
  | Handler<ParsedInput<R>, HandlerResult<R>, C>
  | {
      before?: RequestHandler[];
      /** Answers `{ status: 204 }` for nothing (a permanent delete on a route that otherwise answers data). */
      run: (args: RunArgs<R, C>) => Promise<{ status?: number; result: HandlerResult<R> } | { status: 204 }>;
    };

export type RouteImpls<G extends Record<string, Route>, C> = { [K in keyof G]: RouteImpl<G[K], C> };

interface RouterOptions<C> {
  context: (req: Request) => C;
  /** Each route's role guard (none for public routes). */
  guard: ((roles: Role[]) => RequestHandler) | null;
  /** Parse each answer with its schema, dropping fields it does not list (the student API's reader views). */
  stripAnswers: boolean;
}

const isParam = (segment: string) => segment.startsWith(":");

/** Static segments win over parameters, so `/lookups` is registered before `/:id`. */
function bySpecificity(a: Route, b: Route): number {
  const as = a.path.split("/");
  const bs = b.path.split("/");
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const ap = isParam(as[i]!);
    const bp = isParam(bs[i]!);
    if (ap !== bp) return ap ? 1 : -1;
  }
  return 0;
}

/** The roles of a list of callers (anonymous is not a role: those routes have no guard). */
export function rolesOf(callers: readonly string[]): Role[] {
  return callers.filter((c): c is Role => c !== "anonymous");
}

/** Where a group's routes are mounted (every route of a group shares its base). */
export function baseOf(group: Record<string, Route>): string {
  const first = Object.values(group)[0];
  if (!first) throw new Error("A route group has no routes.");
  return first.base;
}

/** The guard a group is mounted behind: the union of its routes' roles. */
export function groupGuard(group: Record<string, Route>) {
  const roles = new Set<Role>();
  for (const route of Object.values(group)) for (const role of rolesOf(route.callers)) roles.add(role);
  return requireRole(...roles);
}

function inputOf(route: Route, req: Request): Record<string, unknown> {
  const params = route.params ? (parseInput(route.params, req.params) as object) : {};
  const query = route.query ? (parseInput(route.query, req.query) as object) : {};
  let body: object = {};
  if (route.body)
    body = route.patch
      ? parsePatch(route.body as never, req.body)
      : (parseInput(route.body, req.body) as object);
  // Path params last: the body cannot override the id in the path.
  return { ...query, ...body, ...params };
}

function send(route: Route, res: Response, status: number | undefined, result: unknown, strip: boolean) {
  const answer = route.answer;
  if (status === 204) {
    res.status(204).end();
    return;
  }
  switch (answer.kind) {
    case "data": {
      const data = strip ? answer.schema.parse(result) : result;
      res.status(status ?? answer.statuses[0]!).json({ data });
      return;
    }
    case "page":
      res.status(200).json(strip ? answer.schema.parse(result) : result);
      return;
    case "empty":
      res.status(204).end();
      return;
    case "file": {
      const { filename, content } = result as { filename: string; content: string | Uint8Array };
      // Text (CSV) says its charset; bytes (a PDF) go as they are.
      const binary = typeof content !== "string";
      res.setHeader("Content-Type", binary ? answer.mediaType : `${answer.mediaType}; charset=utf-8`);
      res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
      res.setHeader("Cache-Control", "no-store");
      res.send(binary ? Buffer.from(content) : content);
      return;
    }
  }
}

function routerOf<G extends Record<string, Route>, C>(
  group: G,
  impls: RouteImpls<G, C>,
  options: RouterOptions<C>,
): Router {
  const router = Router({ mergeParams: true });
  const names = Object.keys(group).sort((a, b) => bySpecificity(group[a]!, group[b]!));
  for (const name of names) {
    const route = group[name]!;
    const impl = impls[name as keyof G] as RouteImpl<RouteSpec, C>;
    const before = typeof impl === "function" ? [] : (impl.before ?? []);
    const guard = options.guard ? [options.guard(rolesOf(route.callers))] : [];
    const handle: RequestHandler = async (req, res) => {
      const input = inputOf(route, req) as never;
      const ctx = options.context(req);
      if (typeof impl === "function") {
        send(route, res, undefined, await impl({ ctx, input }), options.stripAnswers);
      } else {
        const answer = await impl.run({ ctx, input, req });
        send(route, res, answer.status, "result" in answer ? answer.result : undefined, options.stripAnswers);
      }
    };
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    router[method](route.path, ...guard, ...before, handle);
  }
  return router;
}

/** A console resource's routes (behind `authenticate`): each with its role guard from the table. */
export function consoleRouter<G extends Record<string, Route>>(
  group: G,
  impls: RouteImpls<G, HandlerContext>,
) {
  return routerOf(group, impls, {
    context: contextOf,
    guard: (roles) => requireRole(...roles),
    stripAnswers: false,
  });
}

/**
 * The role guard of a student API route, behind `authenticateStudent` (which admits students and
 * guardians): a route the table gives to students alone refuses a guardian with 403.
 */
function requireAppRole(roles: Role[]) {
  const middleware: RequestHandler = (req, _res, next) => {
    if (!req.student) return next(unauthenticated());
    if (!roles.includes(req.student.actor.role)) {
      return next(forbidden("Guardians cannot do this in their child's name yet."));
    }
    return next();
  };
  return Object.assign(middleware, { requiredRoles: roles });
}

/**
 * The student API's routes about one student (the student's own record, or the child a guardian
 * named): every answer is parsed by its schema, so only the fields the schema lists leave,
 * whatever the handler read from storage.
 */
export function studentRouter<G extends Record<string, Route>>(
  group: G,
  impls: RouteImpls<G, StudentContext>,
) {
  return routerOf(group, impls, { context: studentContextOf, guard: requireAppRole, stripAnswers: true });
}

/**
 * The student API's routes about the caller's own account (a guardian need not choose a child):
 * answers are parsed by their schemas, as `studentRouter`'s are.
 */
export function appAccountRouter<G extends Record<string, Route>>(
  group: G,
  impls: RouteImpls<G, AppAccountContext>,
) {
  return routerOf(group, impls, { context: appAccountContextOf, guard: requireAppRole, stripAnswers: true });
}

/** Routes anyone may call (no session): the handler context is built by `context`. */
export function publicRouter<G extends Record<string, Route>, C>(
  group: G,
  impls: RouteImpls<G, C>,
  context: (req: Request) => C,
) {
  return routerOf(group, impls, { context, guard: null, stripAnswers: false });
}
