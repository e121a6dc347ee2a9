import type { NextFunction, Request, Response } from "express";
import { getAuth, type DecodedIdToken } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import { accountStates, type AccountState, type AccountStateCache } from "../../auth/session-validity";
import { collections } from "../../lib/collections";
import type { StudentScope } from "../../lib/handler-context";
import { forbidden, unauthenticated } from "../../lib/http-error";
import type { SessionClaims } from "../../shared/session";
import { SESSION_ENDED_MESSAGE, bearerToken } from "./authenticate";

/** Who a `/api/me` request is: set by `authenticateStudent`. */
export interface StudentCaller {
  actor: SessionClaims;
  student: StudentScope;
}

declare module "express-serve-static-core" {
  interface Request {
    student?: StudentCaller;
  }
}

/**
 * Why a student's ID token may no longer be used, or null. Firebase's own rule for revoked ID
 * tokens: signed in (`auth_time`) before `tokensValidAfterTime`. Unlike a console session, a token
 * from the very second of account creation is fine, since no revocation can precede creation.
 */
export function idTokenRefusal(authTimeSeconds: number, account: AccountState): string | null {
  if (!account.exists) return "account deleted";
  if (account.disabled) return "account disabled";
  if (account.role !== "student") return "role changed";
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

/** The student record an account is linked to (`userProfiles.studentId`), unless it is archived. */
async function linkedStudent(uid: string): Promise<StudentScope | null> {
  const studentId = (await collections.userProfiles.ref(uid).get()).get("studentId");
  if (typeof studentId !== "string" || !studentId) return null;
  const record = await collections.students.ref(studentId).get();
  if (!record.exists || record.get("status") === "archived") return null;
  return { id: record.id, groupIds: ids(record.get("groupIds")), programIds: ids(record.get("programIds")) };
}

/**
 * The student API's gate (`/api/me/*`): `Authorization: Bearer <Firebase ID token>` of an account
 * whose role claim is "student" and whose profile is linked to a student record. A console session
 * is not an ID token, so it is refused with 401; a staff member's ID token gets 403. Disabling the
 * account or revoking its tokens ends access within the account cache's minute, as for staff.
 */
export function authenticateStudent(accounts: Pick<AccountStateCache, "get"> = accountStates) {
  const middleware = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) return next(unauthenticated());
    const decoded = await verify(token);
    if (!decoded) return next(unauthenticated("Your sign-in has expired. Please sign in again."));
    if (decoded.role !== "student") return next(forbidden("This part of the API is for students."));
    const refusal = idTokenRefusal(decoded.auth_time, await accounts.get(decoded.uid));
    if (refusal) {
      logger.warn("Student token refused", { uid: decoded.uid, reason: refusal });
      return next(unauthenticated(SESSION_ENDED_MESSAGE));
    }
    const student = await linkedStudent(decoded.uid);
    if (!student) {
      return next(
        forbidden("Your account is not linked to a current student record. Ask the school office."),
      );
    }
    req.student = {
      student,
      actor: {
        sub: decoded.uid,
        role: "student",
        email: decoded.email ?? "",
        name: typeof decoded.name === "string" ? decoded.name : "",
        iat: decoded.iat,
        exp: decoded.exp,
      },
    };
    return next();
  };
  // Marked as `requireRole` is, so the test of every router's guard sees this one's role.
  return Object.assign(middleware, { requiredRoles: ["student"] as const });
}
