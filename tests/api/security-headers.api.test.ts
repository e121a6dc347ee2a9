import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, without types
import { emulatorConfig } from "../../scripts/emulator-config.mjs";
import { HOSTING_URL } from "../support/env";

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { host: string; port: number }>;
}

/** The Content-Security-Policy a firebase.json gives Hosting. */
const cspOf = (config: HostingConfig) =>
  config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((h) => h.key === "Content-Security-Policy")
    .map((h) => h.value);

const committed = JSON.parse(
  readFileSync(new URL("../../firebase.json", import.meta.url), "utf8"),
) as HostingConfig;

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

describe("the CSP is production's in firebase.json, the emulators' only in their own config", () => {
  const browserEmulators = ["auth", "firestore", "storage"].map((name) => {
    const e = committed.emulators[name]!;
    return `http://${e.host}:${e.port}`;
  });

  it("the committed firebase.json allows no emulator host and no loopback address", () => {
    const [csp, ...more] = cspOf(committed);
    expect(more).toHaveLength(0);
    expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com");
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//);
  });

  it("the emulators' config adds exactly the emulator hosts the browser talks to", () => {
    const [csp] = cspOf(emulatorConfig(committed) as HostingConfig);
    for (const host of browserEmulators) expect(csp).toContain(host);
    const directives = new Map(csp!.split("; ").map((d) => [d.split(" ")[0], d] as const));
    expect(directives.get("img-src")).toBe(`img-src 'self' data: blob: https: ${browserEmulators[2]}`);
    // Nothing else changes: without the emulator hosts it is the committed policy.
    expect(csp!.replace(new RegExp(` (${browserEmulators.join("|")})`, "g"), "")).toBe(cspOf(committed)[0]);
  });

  it("the emulators serve their own config's CSP (the one the suite runs on)", async () => {
    const served = (await fetch(`${HOSTING_URL}/`)).headers.get("content-security-policy") ?? "";
    for (const host of browserEmulators) expect(served).toContain(host);
    expect(served).not.toBe(cspOf(committed)[0]);
  });
});
