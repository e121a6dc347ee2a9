import { beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "../../functions/src/shared/api-routes";
import type { Caller, Route } from "../../functions/src/shared/route-contract";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { createGuardianAccount, createStudentAccount } from "../support/student-account";

/**
 * The role matrix: every route of the route table, called as each kind of caller (anonymous, a
 * student, a guardian acting for their child, staff and an admin), answers as the
 * table declares. A caller the route does not list is refused (401 without a session of the
 * right kind, 403 for a role it does not allow) and changes nothing; a caller it lists gets
 * through the guards to the handler (a success, or the handler's own 400/404/409 for the
 * placeholder input), never a 401, 403 or 5xx.
 *
 * Each caller is a fresh account, so "sign out everywhere" (run last) ends nobody else's session.
 */

type Who = "anonymous" | "student" | "guardian" | "staff" | "admin";
const WHO: Who[] = ["anonymous", "student", "guardian", "staff", "admin"];
/** The app's callers: a Firebase ID token, never a console session. */
const isAppCaller = (who: Who) => who === "student" || who === "guardian";

/** A well-formed value for each path parameter: ids that name nothing, a date, a version. */
const PARAM_VALUES: Record<string, string> = {
  id: "role-matrix-none",
  uid: "role-matrix-none",
  guardianUid: "role-matrix-none",
  slug: "role-matrix-none",
  date: "2026-01-02",
  version: "1",
};

function pathOf(route: Route): string {
  return route.fullPath.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAM_VALUES[name];
    if (!value) throw new Error(`No placeholder for :${name} in ${route.fullPath}`);
    return value;
  });
}

/** The app's routes use Firebase ID tokens (/me) or console sessions (everything else). */
const isAppRoute = (route: Route) => route.fullPath.startsWith("/me");

/** What a caller must get: the refusal's status, or null when the route allows them. */
function expectedRefusal(route: Route, who: Who): 401 | 403 | null {
  const allowed =
    (route.callers as readonly Caller[]).includes(who as Caller) || route.callers.includes("anonymous");
  if (allowed) return null;
  if (who === "anonymous") return 401;
  // A student or guardian never has a console session, and a console session is not an ID token.
  if (isAppCaller(who) !== isAppRoute(route)) return isAppRoute(route) ? 403 : 401;
  return 403;
}

/** Routes that end or lock the session they are called with: each gets a session of its own. */
const endsSession = (route: Route) => /\/auth\/(logout|lock|sign-out-everywhere)$/.test(route.fullPath);
/**
 * Signing out everywhere ends every session of the account: it runs last, the app's before the
 * console's (a staff member's ID token must still be valid to be refused with 403 on /me).
 */
const lastly = (route: Route) =>
  route.fullPath.endsWith("/sign-out-everywhere") ? (route.fullPath.startsWith("/me") ? 1 : 2) : 0;

describe("the role matrix: every route, as every kind of caller", () => {
  const tokens: Record<Who, string | undefined> = {
    anonymous: undefined,
    student: "",
    guardian: "",
    staff: "",
    admin: "",
  };
  const appTokens: Record<Who, string | undefined> = { ...tokens };
  /** A guardian acts for the matrix's student, named on every call as the app names the chosen child. */
  let child: Record<string, string> = {};

  const accounts: Partial<Record<Who, Awaited<ReturnType<typeof createAccount>>>> = {};

  beforeAll(async () => {
    const [staff, adminAccount, student] = await Promise.all([
      createAccount("staff"),
      createAccount("admin"),
      createStudentAccount(),
    ]);
    const { idTokenFor } = await import("../support/accounts");
    const guardian = await createGuardianAccount([student.studentId]);
    [tokens.staff, tokens.admin, tokens.student, tokens.guardian, appTokens.staff, appTokens.admin] =
      await Promise.all([
        sessionToken(staff),
        sessionToken(adminAccount),
        student.idToken(),
        guardian.idToken(),
        idTokenFor(staff.email, staff.password),
        idTokenFor(adminAccount.email, adminAccount.password),
      ]);
    appTokens.student = tokens.student;
    appTokens.guardian = tokens.guardian;
    child = { "X-Student-Id": student.studentId };
    accounts.staff = staff;
    accounts.admin = adminAccount;
  });

  const routes = allRoutes().sort((a, b) => lastly(a.route) - lastly(b.route));

  it.each(WHO)(
    "as %s",
    async (who) => {
      const problems: string[] = [];
      for (const { resource, name, route } of routes) {
        const own = endsSession(route) ? accounts[who] : undefined;
        const token = own ? await sessionToken(own) : isAppRoute(route) ? appTokens[who] : tokens[who];
        const res = await call(pathOf(route), {
          method: route.method,
          token,
          ...(who === "guardian" ? { headers: child } : {}),
          ...(route.body ? { body: {} } : {}),
        });
        const refusal = expectedRefusal(route, who);
        const label = `${resource}.${name} ${route.method} ${route.fullPath}: ${res.status}`;
        if (refusal !== null && res.status !== refusal) problems.push(`${label}, expected ${refusal}`);
        if (refusal === null && (res.status === 401 || res.status === 403 || res.status >= 500))
          problems.push(`${label}, expected to reach the handler`);
      }
      expect(problems).toEqual([]);
      // Some 130 routes one after another, on a machine the other test files share.
    },
    240_000,
  );

  it("covers every route of the table", () => {
    expect(routes.length).toBeGreaterThan(90);
  });
});
