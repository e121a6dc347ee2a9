import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";

/** What an owner must never have to read: action codes, raw ids, "field: false". */
const DEVELOPER_WORDS =
  /\b[a-z]+(-[a-z]+)?\.[a-z-]+\b|\b[a-z][A-Za-z]+: (true|false)\b|\b[A-Za-z0-9_-]{20,}\b/;

describe("the audit trail in words", () => {
  const suite = useBrowser();
  let state: SignedInState;

  beforeAll(async () => {
    state = await signedInState(suite.browser, DEMO.admin);
  });

  it("says who enrolled whom, with a link to the student, and offers actions in words", async () => {
    for (const width of [1280, 375]) {
      const { page } = await suite.open({ state, width });
      page.setDefaultTimeout(30_000);
      await page.goto("/setting/audit?action=student.create");
      const sentences = page.getByTestId("audit-sentence");
      await sentences.first().waitFor();
      const first = (await sentences.first().innerText()).trim();
      expect(first).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ enrolled [A-Z][a-z]+ [A-Z][a-z'-]+\.$/);
      const link = sentences.first().getByRole("link");
      expect(await link.getAttribute("href")).toMatch(/^\/students\/details\?student=/);
      const all = (await page.getByRole("list", { name: "Audit entries" }).innerText()).trim();
      expect(all.match(DEVELOPER_WORDS)?.[0] ?? null).toBeNull();
      const action = page.getByLabel("Action");
      expect(await action.inputValue()).toBe("student.create");
      expect((await action.locator("option:checked").innerText()).trim()).toBe("Enrolled a student");
      expect(await action.locator("option").allInnerTexts()).not.toContain("student.create");
      await screenshot(page, `audit-words-enrolled-${width}`);
    }
  });

  it("writes a change as 'Field: before → after'", async () => {
    const { page } = await suite.open({ state });
    page.setDefaultTimeout(30_000);
    await page.goto("/setting/audit?action=settings.update");
    // The oldest is the seeded school's setup (other tests may have saved the settings since).
    const changes = page.getByTestId("audit-changes").last();
    await changes.waitFor();
    const text = await changes.innerText();
    expect(text).toMatch(/^School name: Studio Admin → \S/m);
    expect(text).toMatch(/^Absence alerts: (On|Off) → (On|Off)$/m);
    expect(text.match(DEVELOPER_WORDS)?.[0] ?? null).toBeNull();
    expect((await page.getByTestId("audit-sentence").last().innerText()).trim()).toMatch(
      /^[A-Z][a-z]+ [A-Z][a-z]+ changed the settings\.$/,
    );
    await screenshot(page, "audit-words-settings-1280");
  });
});
