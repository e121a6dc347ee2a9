import { z, type ZodType } from "zod";
import type { Role } from "./roles";

/**
 * The API's routes, declared once: method, path, who may call, input schemas and the answer's
 * schema. The Express routers register their handlers from these declarations (api/route-table-router.ts),
 * the web and the student app call them through a client that infers request and response types
 * from the declaration, and the OpenAPI document is generated from the same schemas.
 */

/** Who may call a route: a role, or anyone at all (sign-in, password reset, the API document). */
export type Caller = "anonymous" | Role;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `{ data }`: the API's success shape, with the data's schema. */
export interface DataAnswer<S extends ZodType = ZodType> {
  kind: "data";
  schema: S;
  /** Success statuses; the first is the usual one. */
  statuses: readonly number[];
}
/** A cursor page: `{ data: [...], nextCursor }` (and any extra fields of the page's schema). */
export interface PageAnswer<S extends ZodType = ZodType> {
  kind: "page";
  schema: S;
  statuses: readonly [200];
}
/** 204, no body. */
export interface EmptyAnswer {
  kind: "empty";
  statuses: readonly [204];
}
/** A file (a CSV export). */
export interface FileAnswer {
  kind: "file";
  mediaType: string;
  statuses: readonly [200];
}
export type Answer = DataAnswer | PageAnswer | EmptyAnswer | FileAnswer;

/** Answers `{ data: <schema> }` with `statuses` (200 unless told). */
export function data<S extends ZodType>(schema: S, ...statuses: number[]): DataAnswer<S> {
  return { kind: "data", schema, statuses: statuses.length ? statuses : [200] };
}

/** The schema of a cursor page of `item`s, with any extra fields of the page (`searchedTo`). */
export function pageSchema<S extends ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: S,
  extra?: E,
) {
  return z.object({
    data: z.array(item),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    ...(extra ?? ({} as E)),
  });
}

/** Answers a cursor page of `item`s. */
export function page<S extends ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: S,
  extra?: E,
): PageAnswer<ReturnType<typeof pageSchema<S, E>>> {
  return { kind: "page", schema: pageSchema(item, extra), statuses: [200] };
}

export const empty: EmptyAnswer = { kind: "empty", statuses: [204] };
export const file = (mediaType: string): FileAnswer => ({ kind: "file", mediaType, statuses: [200] });

/**
 * A schema that carries a TypeScript type and checks nothing: for answers whose fields are not yet
 * written as a zod schema. The document shows them as "any object"; replace them with a schema.
 */
export function typed<T>(description: string) {
  return z.custom<T>(() => true).meta({ description });
}

export interface RouteSpec {
  method: HttpMethod;
  /** Relative to the group's base: "/", "/:id", "/:id/archive". */
  path: string;
  summary: string;
  description?: string;
  /** Overrides the group's callers (an admin-only route in a staff resource). */
  callers?: readonly Caller[];
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The body is a file of this media type (a CSV import), not JSON. */
  bodyMediaType?: string;
  /** A PATCH: only the body fields sent reach the handler (a schema default never overwrites). */
  patch?: boolean;
  answer: Answer;
}

export interface RouteGroupSpec {
  /** Where the group's routes are mounted: "/groups", "/me". */
  base: string;
  /** The OpenAPI tag. */
  tag: string;
  /** Who may call the group's routes unless a route says otherwise. */
  callers: readonly Caller[];
}

/** A route as the table holds it: its full path (under /api) and its callers filled in. */
export type Route<R extends RouteSpec = RouteSpec> = R & {
  fullPath: string;
  callers: readonly Caller[];
  tag: string;
  base: string;
};

export type RouteGroup<T extends Record<string, RouteSpec>> = { readonly [K in keyof T]: Route<T[K]> };

/** Declares a resource's routes under one base, tag and set of callers. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  group: RouteGroupSpec,
  routes: T,
): RouteGroup<T> {
  const out: Record<string, Route> = {};
  for (const [name, spec] of Object.entries(routes)) {
    const fullPath = `${group.base}${spec.path === "/" ? "" : spec.path}` || "/";
    out[name] = {
      ...spec,
      callers: spec.callers ?? group.callers,
      tag: group.tag,
      base: group.base,
      fullPath,
    };
  }
  return out as RouteGroup<T>;
}

type OutputOf<S> = S extends ZodType ? z.output<S> : unknown;
type InputOf<S> = S extends ZodType ? z.input<S> : undefined;
type Merge<A, B> = unknown extends A ? B : unknown extends B ? A : A & B;

/** What the server parsed from a request: the params, query and body outputs, merged. */
export type ParsedInput<R extends RouteSpec> =
  Merge<
    Merge<OutputOf<R["params"]>, OutputOf<R["query"]>>,
    R extends { patch: true } ? Partial<OutputOf<R["body"]>> : OutputOf<R["body"]>
  > extends infer M
    ? unknown extends M
      ? Record<string, never>
      : M
    : never;

/** What a handler hands back for a route (before the router wraps it). */
export type HandlerResult<R extends RouteSpec> =
  R["answer"] extends DataAnswer<infer S>
    ? z.input<S>
    : R["answer"] extends PageAnswer<infer S>
      ? z.input<S>
      : R["answer"] extends EmptyAnswer
        ? unknown
        : R["answer"] extends FileAnswer
          ? { filename: string; content: string | Uint8Array }
          : never;

/** What a client gets back: the `data` of `{ data }`, a whole page, nothing, or a file. */
export type RouteResult<R extends RouteSpec> =
  R["answer"] extends DataAnswer<infer S>
    ? z.output<S>
    : R["answer"] extends PageAnswer<infer S>
      ? z.output<S>
      : R["answer"] extends EmptyAnswer
        ? void
        : R["answer"] extends FileAnswer
          ? Blob
          : never;

type Part<K extends string, T> = Record<string, never> extends T ? { [P in K]?: T } : { [P in K]: T };

/** The parts of a request a client sends: each is required when the route needs it. */
export type RouteRequest<R extends RouteSpec> = (R["params"] extends ZodType
  ? Part<"params", InputOf<R["params"]>>
  : { params?: undefined }) &
  (R["query"] extends ZodType ? Part<"query", InputOf<R["query"]>> : { query?: undefined }) &
  (R["body"] extends ZodType
    ? Part<"body", R extends { patch: true } ? Partial<InputOf<R["body"]>> : InputOf<R["body"]>>
    : R extends { bodyMediaType: string }
      ? { body: string }
      : { body?: undefined });

export { pathOf } from "./route-path";
