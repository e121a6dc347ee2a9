import { it } from "vitest";
import { DEMO, launch, newContext, screenshot, signIn } from "../support/browser";

it("scratch", async () => {
  const browser = await launch();
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("PAGEERROR", e.stack?.slice(0, 600)));
  page.on("framenavigated", (f) => { if (f === page.mainFrame()) console.log("NAV", f.url()); });
  await signIn(page, DEMO.admin);
  await page.waitForURL("**/dashboard");
  page.on("request", (r) => { if (r.url().includes("/api/")) console.log("REQ", r.url()); });
  page.on("requestfailed", (r) => console.log("FAILED", r.url(), r.failure()?.errorText));
  page.on("response", (r) => { if (r.url().includes("/api/")) console.log("RES", r.status(), r.url()); });
  page.on("console", (m) => console.log("console:", m.text().slice(0, 300)));
  await page.goto(`/programs/schedules?program=ballet-term`);
  await page.waitForTimeout(8000);
  await screenshot(page, "scratch-schedules");
  await browser.close();
});
