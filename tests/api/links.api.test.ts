import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { groupDocument } from "../../functions/src/groups/group-document";
import type { Link, StudentLink } from "../../functions/src/shared/link.schema";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/** Links: https only, shown or hidden, ordered, archived; what a student sees. */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const run = randomUUID().slice(0, 8);
const mine = `links-${run}-g1`;
const theirs = `links-${run}-g2`;
let staffToken: string;
let student: TestStudentAccount;

const linkBody = (fields: Record<string, unknown>) => ({
  title: `Uniform shop ${run}`,
  url: "https://www.dancewearcorner.com/",
  category: "Shop",
  description: "Leotards, tights and shoes.",
  audience: { type: "everyone", ids: [] },
  shown: true,
  ...fields,
});

async function create(fields: Record<string, unknown>) {
  const res = await call<{ data: Link }>("/links", {
    method: "POST",
    token: staffToken,
    body: linkBody(fields),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const storedWithTitle = async (title: string) =>
  (await admin().db.collection("links").where("title", "==", title).get()).docs;

async function studentLinkIds() {
  const res = await call<{ data: StudentLink[] }>("/me/links", { token: await student.idToken() });
  expect(res.status).toBe(200);
  return res.body.data.map((l) => l.id);
}

beforeAll(async () => {
  const { db } = admin();
  await Promise.all([
    db.doc(`groups/${mine}`).set(groupDocument({ name: `Jazz ${run}`, capacity: 20 })),
    db.doc(`groups/${theirs}`).set(groupDocument({ name: `Hip hop ${run}`, capacity: 20 })),
  ]);
  staffToken = await sessionToken(await createAccount("staff"));
  student = await createStudentAccount({ groupIds: [mine] });
});

describe("staff links", () => {
  it("refuses anything but an https URL, and an unknown group, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: `http ${run}`, url: "http://www.dancewearcorner.com/" }, "url"],
      [{ title: `js ${run}`, url: "javascript:alert(1)" }, "url"],
      [{ title: `ftp ${run}`, url: "ftp://files.example.org/a" }, "url"],
      [{ title: `bare ${run}`, url: "www.dancewearcorner.com" }, "url"],
      [{ title: `creds ${run}`, url: "https://user:pw@www.dancewearcorner.com/" }, "url"],
      [{ title: `group ${run}`, audience: { type: "groups", ids: [`no-such-${run}`] } }, "audience.ids"],
      [{ title: `nocat ${run}`, category: "" }, "category"],
    ];
    for (const [fields, field] of cases) {
      const res = await call<ErrorBody>("/links", {
        method: "POST",
        token: staffToken,
        body: linkBody(fields),
      });
      expect(res.status, String(fields.url ?? field)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
      expect(await storedWithTitle(String(fields.title))).toHaveLength(0);
    }
    const link = await create({ title: `Patch ${run}` });
    const patch = await call<ErrorBody>(`/links/${link._id}`, {
      method: "PATCH",
      token: staffToken,
      body: { url: "http://insecure.dancewearcorner.com/" },
    });
    expect(patch.status).toBe(400);
    expect(Object.keys(patch.body.error.fields ?? {})).toEqual(["url"]);
    expect((await call<{ data: Link }>(`/links/${link._id}`, { token: staffToken })).body.data.url).toBe(
      link.url,
    );
  });

  it("reorders, archives and unarchives", async () => {
    const a = await create({ title: `A ${run}` });
    const b = await create({ title: `B ${run}` });
    const moved = await call<{ data: { moved: number } }>("/links/reorder", {
      method: "POST",
      token: staffToken,
      body: { ids: [b._id, a._id] },
    });
    expect(moved.status).toBe(200);
    const list = await call<{ data: Link[] }>("/links", { token: staffToken });
    const ids = list.body.data.map((l) => l._id);
    expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));
    expect((await call(`/links/${a._id}/archive`, { method: "POST", token: staffToken })).status).toBe(200);
    const archived = await call<{ data: Link[] }>("/links?archived=true", { token: staffToken });
    expect(archived.body.data.map((l) => l._id)).toContain(a._id);
    const bad = await call<ErrorBody>("/links/reorder", {
      method: "POST",
      token: staffToken,
      body: { ids: [a._id, b._id] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["ids"]);
    expect((await call(`/links/${a._id}/restore`, { method: "POST", token: staffToken })).status).toBe(200);
  });
});

describe("what a student sees", () => {
  it("shows shown links for everyone and their groups, in order; hiding one takes it away", async () => {
    const everyone = await create({ title: `Calendar ${run}` });
    const ours = await create({ title: `Jazz playlist ${run}`, audience: { type: "groups", ids: [mine] } });
    const other = await create({ title: `Hip hop ${run}`, audience: { type: "groups", ids: [theirs] } });
    const hidden = await create({ title: `Hidden ${run}`, shown: false });
    let ids = await studentLinkIds();
    expect(ids).toEqual(expect.arrayContaining([everyone._id, ours._id]));
    expect(ids).not.toContain(other._id);
    expect(ids).not.toContain(hidden._id);
    expect(ids.indexOf(everyone._id)).toBeLessThan(ids.indexOf(ours._id));

    const hide = await call<{ data: Link }>(`/links/${ours._id}`, {
      method: "PATCH",
      token: staffToken,
      body: { shown: false },
    });
    expect(hide.body.data.shown).toBe(false);
    ids = await studentLinkIds();
    expect(ids).not.toContain(ours._id);
  });

  it("refuses a console session on /api/me/links and a student on /api/links", async () => {
    expect((await call("/me/links", { token: staffToken })).status).toBe(401);
    const token = await student.idToken();
    expect((await call("/links", { token })).status).toBe(401);
    const title = `Student ${run}`;
    expect((await call("/links", { method: "POST", token, body: linkBody({ title }) })).status).toBe(401);
    expect(await storedWithTitle(title)).toHaveLength(0);
  });
});
