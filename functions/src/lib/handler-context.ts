import type { SessionClaims } from "../shared/session";

/** What every handler gets besides its input: who is acting, and when (cal.com's `{ ctx, input }`). */
export interface HandlerContext {
  actor: SessionClaims;
  /**
   * The request's instant, read once when the request's context is built. Business logic asks it
   * (not `new Date()`) what "now" and "today" are, so a test can fix the clock.
   */
  now: Date;
}

/**
 * The context of the public routes (sign-in, password reset): nobody is signed in yet, so it
 * carries what those handlers need instead of an actor.
 */
export interface PublicContext {
  now: Date;
  /** The client's address as our trusted proxies saw it (api/client-address.ts). */
  clientIp: string;
  /** The session JWT key; a secret is only readable inside a request. */
  sessionSecret: () => string;
}

/**
 * The one handler contract: a plain async function of `{ ctx, input }`, ids inside `input`. A
 * router parses the request into `input`, calls the handler and wraps its result in `{ data }`;
 * a test calls the handler directly, without HTTP.
 */
export type Handler<I, O, C = HandlerContext> = (args: HandlerArgs<I, C>) => Promise<O>;

/** What a handler is called with; handlers declared as functions type their argument with it. */
export interface HandlerArgs<I, C = HandlerContext> {
  ctx: C;
  input: I;
}

/**
 * The context of the student API (`/api/me/*`): someone signed in to the app with Firebase Auth,
 * and the student record the request is about. A student (`actor.role` "student") acts as
 * themselves; a guardian (`actor.role` "guardian") for the linked child the request names. Every
 * answer is limited to that record and the groups and programs it is in.
 */
export interface StudentContext extends HandlerContext {
  student: StudentScope;
}

/**
 * The context of the few `/api/me` routes that are about the account rather than a student (who
 * am I, my name and photo, sign out everywhere): a guardian may call them before choosing a child,
 * so `student` is null then.
 */
export interface AppAccountContext extends HandlerContext {
  student: StudentScope | null;
}

/** The caller's student record as far as scoping answers needs it: read once per request. */
export interface StudentScope {
  id: string;
  groupIds: string[];
  programIds: string[];
}
