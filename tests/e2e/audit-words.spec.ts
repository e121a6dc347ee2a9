import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, DEMO } from "../support/accounts";
import { call } from "../support/api-client";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";
import { admin } from "../support/env";
import { programBody } from "../support/school-factory";
import { removeStudents } from "../support/students";

/** What an owner must never have to read: action codes, raw ids, "field: false". */
const DEVELOPER_WORDS =
  /\b[a-z]+(-[a-z]+)?\.[a-z-]+\b|\b[a-z][A-Za-z]+: (true|false)\b|\b[A-Za-z0-9_-]{20,}\b/;

/** A surname of letters only, new to this run, so the entry found is this test's own. */
const surname = () =>
  "Reviewer" + Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");

describe("the audit trail in words", () => {
  const suite = useBrowser();
  let state: SignedInState;
  let token: string;
  const created: string[] = [];

  beforeAll(async () => {
    // The person acting has a name, as a school's staff do; the trail names them by it.
    const alex = await createAccount("admin", { displayName: "Alex Morgan" });
    token = await sessionToken(alex);
    state = await signedInState(suite.browser, DEMO.admin);
  });
  const docs: string[] = [];
  afterAll(async () => {
    await removeStudents(created);
    await Promise.all(docs.map((path) => admin().db.doc(path).delete()));
  });

  async function enrol(lastName: string, extra: Record<string, unknown> = {}) {
    const res = await call<{ data: { _id: string } }>("/students", {
      method: "POST",
      token,
      body: {
        firstName: "Mila",
        lastName,
        dateOfBirth: `${new Date().getUTCFullYear() - 25}-05-04`,
        ...extra,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push(res.body.data._id);
    return res.body.data._id;
  }

  it("says who enrolled whom, with a link to the student, and offers actions in words", async () => {
    const lastName = surname();
    const id = await enrol(lastName);
    for (const width of [1280, 375]) {
      const { page } = await suite.open({ state, width });
      page.setDefaultTimeout(30_000);
      await page.goto("/setting/audit?action=student.create");
      const sentence = page.getByTestId("audit-sentence").filter({ hasText: lastName });
      await sentence.waitFor();
      expect((await sentence.innerText()).trim()).toBe(`Alex Morgan enrolled Mila ${lastName}.`);
      const link = sentence.getByRole("link", { name: `Mila ${lastName}` });
      expect(await link.getAttribute("href")).toBe(`/students/details?student=${encodeURIComponent(id)}`);
      const all = (await page.getByRole("list", { name: "Audit entries" }).innerText()).trim();
      expect(all.match(DEVELOPER_WORDS)?.[0] ?? null).toBeNull();
      const action = page.getByLabel("Action");
      expect(await action.inputValue()).toBe("student.create");
      expect((await action.locator("option:checked").innerText()).trim()).toBe("Enrolled a student");
      expect(await action.locator("option").allInnerTexts()).not.toContain("student.create");
      await screenshot(page, `audit-words-enrolled-${width}`);
    }
  });

  it("writes an edit as 'Field: before → after'", async () => {
    const lastName = surname();
    const id = await enrol(lastName, { phone: "555-0100", photoConsent: false });
    const edit = await call(`/students/${id}`, {
      method: "PATCH",
      token,
      body: { phone: "555-0199", photoConsent: true },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const { page } = await suite.open({ state });
    page.setDefaultTimeout(30_000);
    await page.goto("/setting/audit?action=student.update");
    const entry = page.getByTestId("audit-entry").filter({ hasText: lastName });
    await entry.waitFor();
    expect((await entry.getByTestId("audit-sentence").innerText()).trim()).toBe(
      `Alex Morgan updated Mila ${lastName}.`,
    );
    const lines = (await entry.getByTestId("audit-changes").getByRole("listitem").allInnerTexts()).map((l) =>
      l.trim(),
    );
    expect(lines.sort()).toEqual(["Phone: 555-0100 → 555-0199", "Photo consent: Off → On"]);
    expect((await entry.innerText()).match(DEVELOPER_WORDS)?.[0] ?? null).toBeNull();
    await screenshot(page, "audit-words-phone-1280");
  });

  async function changeLines(action: string, hasText: string) {
    const { page } = await suite.open({ state });
    page.setDefaultTimeout(30_000);
    await page.goto(`/setting/audit?action=${action}`);
    const entry = page.getByTestId("audit-entry").filter({ hasText }).first();
    await entry.waitFor();
    expect((await entry.innerText()).match(DEVELOPER_WORDS)?.[0] ?? null).toBeNull();
    return (await entry.getByTestId("audit-changes").getByRole("listitem").allInnerTexts()).map((l) =>
      l.trim(),
    );
  }

  it("writes a video's, a group's and a profile's edits as 'Field: before → after' too", async () => {
    const program = await call<{ data: { _id: string } }>("/programs", {
      method: "POST",
      token,
      body: programBody([]),
    });
    expect(program.status, JSON.stringify(program.body)).toBe(201);
    docs.push(`programs/${program.body.data._id}`);
    const title = `Turns ${surname()}`;
    const video = await call<{ data: { _id: string } }>("/videos", {
      method: "POST",
      token,
      body: {
        title,
        programId: program.body.data._id,
        week: 2,
        source: { kind: "link", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      },
    });
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    docs.push(`videos/${video.body.data._id}`);
    const renamed = `${title} again`;
    const edit = await call(`/videos/${video.body.data._id}`, {
      method: "PATCH",
      token,
      body: { title: renamed, description: "Slower this time." },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await changeLines("video.update", renamed)).sort()).toEqual([
      "Also changed: Description",
      `Title: ${title} → ${renamed}`,
    ]);

    const groupName = `Tap ${surname()}`;
    const group = await call<{ data: { _id: string } }>("/groups", {
      method: "POST",
      token,
      body: { name: groupName, capacity: 14, color: "#7c3aed" },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    docs.push(`groups/${group.body.data._id}`);
    const grown = await call(`/groups/${group.body.data._id}`, {
      method: "PATCH",
      token,
      body: { capacity: 16, description: "Two more places for the spring." },
    });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    const groupEntry = await changeLines("group.update", groupName);
    expect(groupEntry.sort()).toEqual(["Also changed: Description", "Capacity: 14 → 16"]);

    const phone = `+1 555 ${randomInt(1000, 10_000)}`;
    const profile = await call("/profile", { method: "PATCH", token, body: { phone } });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(await changeLines("profile.update", phone)).toEqual([`Phone: — → ${phone}`]);
  });
});
