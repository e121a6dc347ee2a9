import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core in the page (or inside `within`) and returns its serious and critical violations,
 * or with `everyImpact` all of them: Lighthouse's accessibility score also counts the minor and
 * moderate ones (a role a button may not take, a skipped heading level).
 */
export async function seriousViolations(
  page: Page,
  options: { within?: string; everyImpact?: boolean } = {},
): Promise<AxeViolation[]> {
  // A colour read mid-fade (a popover, a skeleton, a toast) is a blend, not the colour a reader
  // sees: let running animations end first (a loaded machine runs them late), for up to 5 s.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') allows.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Element | Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run((within && document.querySelector(within)) || document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // The element itself, so that a failure names what to fix, not only a generated class.
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 300) })),
    }));
  }, options.within ?? null);
  if (options.everyImpact) return violations;
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Violations as short lines ("rule: help (targets)"), so a failed assertion says what to fix. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Serious or critical violations once the screen has settled (no progress bar, nothing busy), as lines. */
export async function settledViolations(page: Page): Promise<string[]> {
  await page
    .locator("#nprogress")
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  await page
    .locator("[aria-busy=true]")
    .first()
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  return describeViolations(await seriousViolations(page));
}
