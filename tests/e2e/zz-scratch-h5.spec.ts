import { it } from "vitest";
import { DEMO, launch, newContext, signIn } from "../support/browser";
import { seriousViolations } from "../support/axe";

it("scratch", async () => {
  const browser = await launch();
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await signIn(page, DEMO.admin);
  await page.waitForURL("**/dashboard");
  await page.goto("/programs/details");
  await page.waitForTimeout(3000);
  for (const v of await seriousViolations(page)) {
    console.log(v.id, JSON.stringify(v.nodes));
    for (const n of v.nodes) console.log(await page.locator(n.target[0]!).first().evaluate((e) => e.outerHTML.slice(0, 300)));
  }
  await browser.close();
});
