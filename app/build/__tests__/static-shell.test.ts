import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, staticTabsHtml } from "../static-shell";

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");

describe("the app's static shell", () => {
  it("has every inline script's hash in Hosting's script-src (else the browser blocks it)", () => {
    const hashes = inlineScriptHashes(read("../../index.html"));
    expect(hashes.length).toBeGreaterThan(0);
    const firebase = JSON.parse(read("../../../firebase.json")) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const csp = firebase.hosting.headers
      .flatMap((h) => h.headers)
      .find((h) => h.key === "Content-Security-Policy")!.value;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    for (const hash of hashes) expect(scriptSrc, `firebase.json's script-src needs ${hash}`).toContain(hash);
  });

  it("draws the four bottom tabs with their icons", () => {
    const html = staticTabsHtml();
    for (const label of ["Home", "Practice", "Messages", "Menu"]) expect(html).toContain(`${label}</span>`);
    expect(html.match(/<svg/g)).toHaveLength(4);
  });
});
