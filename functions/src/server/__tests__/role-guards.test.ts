import { describe, expect, it } from "vitest";
import { createApp } from "../app";

interface Layer {
  name: string;
  rawPath?: string;
  route?: { stack: Layer[] };
  handle: { stack?: Layer[]; requiredRoles?: string[] };
}

/** The roles of the guard in front of one route of a router, if it has one. */
const routeRoles = (route: Layer) =>
  route.route?.stack.find((l) => l.handle.requiredRoles)?.handle.requiredRoles;

/**
 * Routers that are public by design: sign-in and password reset run before a session exists, and
 * the app's manifest and icons are fetched by the browser without credentials.
 */
const PUBLIC = new Set(["/auth", "/app"]);
/** The app's API (`/me` and what is mounted under it): its own gate, for students and guardians only. */
const STUDENT = "/me";
const isStudentApi = (path: string | undefined) => path === STUDENT || !!path?.startsWith(`${STUDENT}/`);

describe("createApp", () => {
  it("puts a requireRole guard in front of every business router (roles on every route)", () => {
    const app = createApp({ getSecret: () => "test-secret" }) as unknown as { router: { stack: Layer[] } };
    const api = app.router.stack.find((l) => l.handle.stack && l.name === "router")!;
    const layers = api.handle.stack!;
    const routers = layers.filter((l) => l.name === "router" && l.rawPath && !PUBLIC.has(l.rawPath));
    expect(routers.length).toBeGreaterThan(0);
    expect(routers.map((r) => r.rawPath)).toContain(STUDENT);
    for (const router of routers) {
      if (router.rawPath === "/") {
        // A router at the API's root (notifications: three paths) guards each of its routes instead.
        const routes = router.handle.stack!.filter((l) => l.route);
        expect(routes.length).toBeGreaterThan(0);
        for (const route of routes) {
          expect(routeRoles(route), "a root route has no requireRole").toBeDefined();
          expect(routeRoles(route)).not.toContain("student");
          expect(routeRoles(route)).not.toContain("guardian");
        }
        continue;
      }
      const guards = layers.filter((l) => l.rawPath === router.rawPath && l.handle.requiredRoles);
      expect(guards.length, `${router.rawPath} has no requireRole`).toBeGreaterThan(0);
      if (isStudentApi(router.rawPath))
        expect(guards[0]!.handle.requiredRoles).toEqual(["student", "guardian"]);
      else {
        expect(guards[0]!.handle.requiredRoles, router.rawPath).not.toContain("student");
        expect(guards[0]!.handle.requiredRoles, router.rawPath).not.toContain("guardian");
      }
      expect(layers.indexOf(guards[0]!), router.rawPath).toBeLessThan(layers.indexOf(router));
    }
  });
});
