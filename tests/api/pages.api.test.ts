import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { groupDocument } from "../../functions/src/groups/group-document";
import {
  PAGE_BODY_MAX,
  PAGE_CHANGED,
  type Page,
  type PageVersion,
  type SlugCheck,
  type StudentPage,
  type StudentPageSummary,
} from "../../functions/src/shared/page.schema";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/** Pages: the staff API with its version check, and what a student may read. */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const run = randomUUID().slice(0, 8);
const mine = `pages-${run}-g1`;
const theirs = `pages-${run}-g2`;
let staffToken: string;
let adminToken: string;
let student: TestStudentAccount;

const slug = (name: string) => `${name}-${run}`;
const pageBody = (fields: Record<string, unknown>) => ({
  title: "Dress code",
  body: "## Ballet\n\nBlack leotard and pink tights.",
  status: "published",
  audience: { type: "everyone", ids: [] },
  order: 1,
  ...fields,
});

async function create(fields: Record<string, unknown>, token = staffToken) {
  const res = await call<{ data: Page }>("/pages", { method: "POST", token, body: pageBody(fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const storedWithSlug = async (s: string) =>
  (await admin().db.collection("pages").where("slug", "==", s).get()).docs;

beforeAll(async () => {
  const { db } = admin();
  await Promise.all([
    db.doc(`groups/${mine}`).set(groupDocument({ name: `Ballet ${run}`, capacity: 20 })),
    db.doc(`groups/${theirs}`).set(groupDocument({ name: `Tap ${run}`, capacity: 20 })),
  ]);
  const [staff, adm] = await Promise.all([createAccount("staff"), createAccount("admin")]);
  [staffToken, adminToken, student] = await Promise.all([
    sessionToken(staff),
    sessionToken(adm),
    createStudentAccount({ groupIds: [mine] }),
  ]);
});

describe("staff pages", () => {
  it("creates, reads, lists and checks slugs live", async () => {
    const page = await create({ slug: slug("dress-code") });
    expect(page).toMatchObject({ version: 1, status: "published", archived: false });
    const one = await call<{ data: Page }>(`/pages/${page._id}`, { token: adminToken });
    expect(one.body.data.slug).toBe(slug("dress-code"));
    const list = await call<{ data: Page[]; nextCursor: string | null }>("/pages?limit=100", {
      token: staffToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => p._id)).toContain(page._id);
    const taken = await call<{ data: SlugCheck }>(`/pages/slug-check?slug=${slug("dress-code")}`, {
      token: staffToken,
    });
    expect(taken.body.data).toMatchObject({ available: false });
    const own = await call<{ data: SlugCheck }>(
      `/pages/slug-check?slug=${slug("dress-code")}&exceptId=${page._id}`,
      { token: staffToken },
    );
    expect(own.body.data.available).toBe(true);
    const bad = await call<{ data: SlugCheck }>("/pages/slug-check?slug=Dress%20Code", { token: staffToken });
    expect(bad.body.data).toMatchObject({ available: false, message: expect.stringMatching(/lowercase/) });
    const dup = await call<ErrorBody>("/pages", {
      method: "POST",
      token: staffToken,
      body: pageBody({ slug: slug("dress-code") }),
    });
    expect(dup.status).toBe(409);
    expect(Object.keys(dup.body.error.fields ?? {})).toEqual(["slug"]);
  });

  it("refuses bad input with 400 naming the field, and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: `Bad Slug ${run}` }, "slug"],
      [{ slug: `${slug("under")}_score` }, "slug"],
      [{ slug: slug("huge"), body: "x".repeat(PAGE_BODY_MAX + 1) }, "body"],
      [{ slug: slug("nobody"), audience: { type: "groups", ids: [`no-such-group-${run}`] } }, "audience.ids"],
      [{ slug: slug("status"), status: "live" }, "status"],
    ];
    for (const [fields, field] of cases) {
      const res = await call<ErrorBody>("/pages", {
        method: "POST",
        token: staffToken,
        body: pageBody(fields),
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), field).toEqual([field]);
      if (typeof fields.slug === "string") expect(await storedWithSlug(fields.slug)).toHaveLength(0);
    }
    const page = await create({ slug: slug("edit-me") });
    const tooLong = await call<ErrorBody>(`/pages/${page._id}`, {
      method: "PATCH",
      token: staffToken,
      body: { version: 1, body: "y".repeat(PAGE_BODY_MAX + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.error.fields ?? {})).toEqual(["body"]);
    const after = await call<{ data: Page }>(`/pages/${page._id}`, { token: staffToken });
    expect(after.body.data).toMatchObject({ version: 1, body: page.body });
  });

  it("gives the second of two editors 409 'changed since you opened it', losing nothing", async () => {
    const page = await create({ slug: slug("faq") });
    const first = await call<{ data: Page }>(`/pages/${page._id}`, {
      method: "PATCH",
      token: staffToken,
      body: { version: 1, body: "First editor's answer." },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await call<ErrorBody>(`/pages/${page._id}`, {
      method: "PATCH",
      token: adminToken,
      body: { version: 1, body: "Second editor's answer." },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(PAGE_CHANGED);
    expect(second.body.error.message).toMatch(/changed since you opened it/);
    const stored = await call<{ data: Page }>(`/pages/${page._id}`, { token: staffToken });
    expect(stored.body.data).toMatchObject({ version: 2, body: "First editor's answer." });
  });

  it("keeps a version per save, shows each and restores one as a new version", async () => {
    const page = await create({ slug: slug("term-dates"), body: "Autumn term: 8 September." });
    await call(`/pages/${page._id}`, {
      method: "PATCH",
      token: staffToken,
      body: { version: 1, body: "Autumn term: 9 September." },
    });
    const history = await call<{ data: PageVersion[] }>(`/pages/${page._id}/versions`, { token: staffToken });
    expect(history.body.data.map((v) => v.version)).toEqual([2, 1]);
    expect(history.body.data[0]?.savedBy.uid).toBeTruthy();
    const v1 = await call<{ data: PageVersion }>(`/pages/${page._id}/versions/1`, { token: staffToken });
    expect(v1.body.data.body).toBe("Autumn term: 8 September.");
    const restored = await call<{ data: Page }>(`/pages/${page._id}/versions/1/restore`, {
      method: "POST",
      token: adminToken,
      body: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 3, body: "Autumn term: 8 September." });
    expect((await call(`/pages/${page._id}/versions/9`, { token: staffToken })).status).toBe(404);
  });
});

describe("what a student reads", () => {
  it("lists published pages for everyone and their groups; hidden ones are 404", async () => {
    const everyone = await create({ slug: slug("policies") });
    const ours = await create({ slug: slug("ballet-only"), audience: { type: "groups", ids: [mine] } });
    const other = await create({ slug: slug("tap-only"), audience: { type: "groups", ids: [theirs] } });
    const draft = await create({ slug: slug("draft"), status: "draft" });
    const archived = await create({ slug: slug("archived") });
    expect((await call(`/pages/${archived._id}/archive`, { method: "POST", token: staffToken })).status).toBe(
      200,
    );

    const token = await student.idToken();
    const list = await call<{ data: StudentPageSummary[] }>("/me/pages", { token });
    expect(list.status).toBe(200);
    const slugs = list.body.data.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining([everyone.slug, ours.slug]));
    for (const hidden of [other, draft, archived]) expect(slugs).not.toContain(hidden.slug);
    expect(JSON.stringify(list.body)).not.toContain("Black leotard");

    const read = await call<{ data: StudentPage }>(`/me/pages/${ours.slug}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.data.body).toContain("Black leotard");
    for (const hidden of [other, draft, archived]) {
      const res = await call<ErrorBody>(`/me/pages/${hidden.slug}`, { token });
      expect(res.status, hidden.slug).toBe(404);
    }
    expect((await call<ErrorBody>(`/me/pages/${slug("never-was")}`, { token })).status).toBe(404);
    const malformed = await call<ErrorBody>("/me/pages/Not_A_Slug", { token });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields ?? {})).toEqual(["slug"]);
  });

  it("refuses a console session on /api/me and a student's ID token on staff routes", async () => {
    expect((await call("/me/pages", { token: staffToken })).status).toBe(401);
    expect((await call("/me/pages", {})).status).toBe(401);
    const token = await student.idToken();
    expect((await call("/pages", { token })).status).toBe(401);
    expect(
      (await call("/pages", { method: "POST", token, body: pageBody({ slug: slug("student") }) })).status,
    ).toBe(401);
    expect(await storedWithSlug(slug("student"))).toHaveLength(0);
  });
});
