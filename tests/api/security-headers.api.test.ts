import { describe, expect, it } from "vitest";
import { HOSTING_URL } from "../support/env";

/** DESIGN §7: Hosting sends these on every response, the app's pages and the API's answers alike. */
function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get("default-src")).toEqual(["'self'"]);
  // No eval'd script and no inline script but the static shell's, pinned by its hash
  // (web/index.html; web/build/__tests__/static-shell.test.ts checks the hash is the script's).
  const [self, ...hashes] = directives.get("script-src") ?? [];
  expect(self).toBe("'self'");
  expect(hashes).toHaveLength(1);
  expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  expect(directives.get("connect-src")).toContain("'self'");
  expect(csp).not.toMatch(/unsafe-eval|\*(?![.])/);
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()"])
    expect(permissions).toContain(feature);
}

describe("security headers on Hosting", () => {
  it("are sent on / (the app)", async () => {
    const res = await fetch(`${HOSTING_URL}/`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it("are sent on a deep link served by the SPA fallback", async () => {
    const res = await fetch(`${HOSTING_URL}/students/details`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it("are sent on an /api/ answer, success and error alike", async () => {
    const ok = await fetch(`${HOSTING_URL}/api/health`);
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok.headers);
    const refused = await fetch(`${HOSTING_URL}/api/student`);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
  });
});
