import { describe, expect, it } from "vitest";
import { HOSTING_URL } from "../support/env";

/**
 * The service worker must never be kept stale by an HTTP cache (a deploy would not be seen), and
 * the CSP must let it run. Read from what Hosting serves, from the build in web/dist.
 */
describe("the service worker on Hosting", () => {
  it("serves sw.js, its Workbox runtime and the manifest with Cache-Control: no-cache", async () => {
    const sw = await fetch(`${HOSTING_URL}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    // sw.js loads its runtime as define(["./workbox-<hash>"], ...).
    const runtime = /"\.\/(workbox-[0-9a-f]+)"/.exec(await sw.text())?.[1];
    expect(runtime).toBeDefined();
    for (const path of [`/${runtime}.js`, "/manifest.webmanifest"]) {
      const res = await fetch(`${HOSTING_URL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
    }
  });

  it("lets the page run a worker of its own origin only", async () => {
    const csp = (await fetch(`${HOSTING_URL}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/(^|;)\s*worker-src 'self'\s*(;|$)/);
  });
});
