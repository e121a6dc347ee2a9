import type { NextFunction, Request, Response } from "express";
import { getAuth, type DecodedIdToken } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import { accountStates, type AccountState, type AccountStateCache } from "../../auth/session-validity";
import { isGuardianOf } from "../../guardians/guardians.repository";
import { collections } from "../../lib/collections";
import type { StudentScope } from "../../lib/handler-context";
import { forbidden, notFound, unauthenticated } from "../../lib/http-error";
import { docIdSchema } from "../../shared/id.schema";
import { CHILD_HEADER } from "../../shared/me-profile.schema";
import { APP_ROLES, isAppRole, type AppRole } from "../../shared/roles";
import type { SessionClaims } from "../../shared/session";
import { SESSION_ENDED_MESSAGE, bearerToken } from "./authenticate";
import { parseInput } from "../../lib/validate";

/**
 * Who a `/api/me` request is: set by `authenticateStudent`. `student` is the record the request
 * is about: the student's own, or the child a guardian named; null only for a guardian who named
 * none (the child-scoped routes then answer 400 `child_required`).
 */
export interface StudentCaller {
  actor: SessionClaims;
  student: StudentScope | null;
}

declare module "express-serve-static-core" {
  interface Request {
    student?: StudentCaller;
  }
}

/**
 * Why an app user's ID token may no longer be used, or null. Firebase's own rule for revoked ID
 * tokens: signed in (`auth_time`) before `tokensValidAfterTime`. Unlike a console session, a token
 * from the very second of account creation is fine, since no revocation can precede creation.
 * The role must still be the token's (a guardian made staff loses the app at once).
 */
export function idTokenRefusal(
  authTimeSeconds: number,
  account: AccountState,
  role: AppRole = "student",
): string | null {
  if (!account.exists) return "account deleted";
  if (account.disabled) return "account disabled";
  if (account.role !== role) return "role changed";
  if (account.validAfterSeconds !== null && authTimeSeconds < account.validAfterSeconds)
    return "signed out everywhere";
  return null;
}

async function verify(token: string): Promise<DecodedIdToken | null> {
  try {
    return await getAuth().verifyIdToken(token);
  } catch {
    return null; // expired, malformed, or not a Firebase ID token at all (a console session)
  }
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A student record as a scope, unless it is missing or archived. */
async function scopeOf(studentId: string): Promise<StudentScope | null> {
  const record = await collections.students.ref(studentId).get();
  if (!record.exists || record.get("status") === "archived") return null;
  return { id: record.id, groupIds: ids(record.get("groupIds")), programIds: ids(record.get("programIds")) };
}

/** The student record an account is linked to (`userProfiles.studentId`), unless it is archived. */
async function linkedStudent(uid: string): Promise<StudentScope | null> {
  const studentId = (await collections.userProfiles.ref(uid).get()).get("studentId");
  if (typeof studentId !== "string" || !studentId) return null;
  return scopeOf(studentId);
}

/** The student id the request names in `X-Student-Id` (400 when malformed), or null. */
function namedChild(req: Request): string | null {
  const raw = req.get(CHILD_HEADER);
  if (raw === undefined || raw === "") return null;
  return parseInput(docIdSchema, raw);
}

const NO_SUCH_STUDENT = "No such student.";

/**
 * The record a request is about. A student: their own (naming any other is a 404, as asking for
 * another student's data is). A guardian: the child named, if linked to them and not archived
 * (else a 404 that says no more than a missing record would), or null when none is named.
 */
async function scopeFor(req: Request, uid: string, role: AppRole): Promise<StudentScope | null> {
  const named = namedChild(req);
  if (role === "student") {
    const own = await linkedStudent(uid);
    if (!own) {
      throw forbidden("Your account is not linked to a current student record. Ask the school office.");
    }
    if (named !== null && named !== own.id) throw notFound(NO_SUCH_STUDENT);
    return own;
  }
  if (named === null) return null;
  const [linked, scope] = await Promise.all([isGuardianOf(uid, named), scopeOf(named)]);
  if (!linked || !scope) throw notFound(NO_SUCH_STUDENT);
  return scope;
}

/**
 * The app's gate (`/api/me/*`): `Authorization: Bearer <Firebase ID token>` of an account whose
 * role claim is "student" (linked to a student record) or "guardian" (acting for the linked child
 * named in `X-Student-Id`). A console session is not an ID token, so it is refused with 401; a
 * staff member's ID token gets 403. Disabling the account or revoking its tokens ends access
 * within the account cache's minute, as for staff; unlinking a guardian ends it at once.
 */
export function authenticateStudent(accounts: Pick<AccountStateCache, "get"> = accountStates) {
  const middleware = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) return next(unauthenticated());
    const decoded = await verify(token);
    if (!decoded) return next(unauthenticated("Your sign-in has expired. Please sign in again."));
    const role: unknown = decoded.role;
    if (!isAppRole(role)) return next(forbidden("This part of the API is for students and guardians."));
    const refusal = idTokenRefusal(decoded.auth_time, await accounts.get(decoded.uid), role);
    if (refusal) {
      logger.warn("App token refused", { uid: decoded.uid, role, reason: refusal });
      return next(unauthenticated(SESSION_ENDED_MESSAGE));
    }
    let student: StudentScope | null;
    try {
      student = await scopeFor(req, decoded.uid, role);
    } catch (err) {
      return next(err);
    }
    req.student = {
      student,
      actor: {
        sub: decoded.uid,
        role,
        email: decoded.email ?? "",
        name: typeof decoded.name === "string" ? decoded.name : "",
        iat: decoded.iat,
        exp: decoded.exp,
      },
    };
    return next();
  };
  // Marked as `requireRole` is, so the test of every router's guard sees this one's roles.
  return Object.assign(middleware, { requiredRoles: APP_ROLES });
}
