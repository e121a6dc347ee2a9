import { describe, expect, it } from "vitest";
import { FUNCTIONS_URL, HOSTING_URL } from "../support/env";

/**
 * The console calls the API on its own origin, through Hosting's /api rewrite, so no other origin
 * gets a CORS grant: neither a request nor a preflight from a foreign origin is answered with
 * Access-Control-Allow-Origin. Checked through Hosting and on the function directly,
 * where the Functions emulator would otherwise allow every origin.
 */
const EVIL = "https://evil.example";

function expectNoGrant(res: Response, what: string) {
  expect(res.headers.get("access-control-allow-origin"), what).toBeNull();
  expect(res.headers.get("access-control-allow-credentials"), what).toBeNull();
  expect(res.status, what).toBeLessThan(500);
}

describe("no CORS grant to a foreign origin", () => {
  for (const base of [HOSTING_URL, FUNCTIONS_URL]) {
    const where = base === HOSTING_URL ? "through Hosting" : "on the function directly";

    it(`answers a request from another origin without Access-Control-Allow-Origin, ${where}`, async () => {
      const health = await fetch(`${base}/api/health`, { headers: { origin: EVIL } });
      expect(health.status).toBe(200);
      expectNoGrant(health, "GET /api/health");
      const session = await fetch(`${base}/api/auth/session`, {
        method: "POST",
        headers: { origin: EVIL, "content-type": "application/json" },
        body: JSON.stringify({ idToken: "not-a-token" }),
      });
      expectNoGrant(session, "POST /api/auth/session");
    });

    it(`answers a preflight from another origin without a grant, ${where}`, async () => {
      for (const path of ["/api/health", "/api/auth/session", "/api/students"]) {
        const res = await fetch(`${base}${path}`, {
          method: "OPTIONS",
          headers: {
            origin: EVIL,
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization, content-type",
          },
        });
        expectNoGrant(res, `OPTIONS ${path}`);
        expect(res.headers.get("access-control-allow-methods"), `OPTIONS ${path}`).toBeNull();
        expect(res.headers.get("access-control-allow-headers"), `OPTIONS ${path}`).toBeNull();
      }
    });
  }
});
