import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { writeAuditEntries } from "../../functions/src/lib/audit-months";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { forgeSession } from "../support/session-secret";

interface Entry {
  _id: string;
  at: string;
  action: string;
  resource: string;
  resourceId: string;
  exists: boolean;
  actor: { uid: string };
}
type Page = { data: Entry[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("/api/audit", () => {
  let adminToken: string;
  let staffToken: string;
  let studentToken: string;
  const actor = `api-audit-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    adminToken = await sessionToken(await createAccount("admin"));
    staffToken = await sessionToken(await createAccount("staff"));
    studentToken = await forgeSession(await createAccount("student"), "student");
    const { db } = admin();
    await writeAuditEntries(
      db,
      Array.from({ length: 7 }, (_, i) => ({
        data: {
          action: i % 2 ? "group.update" : "student.create",
          resource: i % 2 ? "groups" : "students",
          resourceId: `gone-${i}`,
          details: { fields: ["=cmd"] },
          actor: { uid: actor, email: "x@test.invalid", name: "=HYPERLINK()", role: "admin" },
          at: Timestamp.fromDate(new Date(Date.UTC(2027, 0, 10 + i, 15))),
        },
      })),
    );
  });

  it("is for admins only: 401 anonymous, 403 staff and students, on the list and the export", async () => {
    for (const path of ["/audit", "/audit/export"]) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, { token: staffToken })).status).toBe(403);
      expect((await call(path, { token: studentToken })).status).toBe(403);
    }
  });

  it("pages the filtered trail newest first", async () => {
    const first = await call<Page>(`/audit?actor=${actor}&limit=3`, { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body.data.map((e) => e.at.slice(0, 10))).toEqual(["2027-01-16", "2027-01-15", "2027-01-14"]);
    expect(first.body.data.every((e) => e.actor.uid === actor && !e.exists)).toBe(true);
    const next = await call<Page>(`/audit?actor=${actor}&limit=3&cursor=${first.body.nextCursor}`, {
      token: adminToken,
    });
    expect(next.body.data.map((e) => e.at.slice(0, 10))).toEqual(["2027-01-13", "2027-01-12", "2027-01-11"]);

    const groups = await call<Page>(`/audit?actor=${actor}&resource=groups&from=2027-01-12&to=2027-01-14`, {
      token: adminToken,
    });
    expect(groups.body.data.map((e) => e.action)).toEqual(["group.update"]);
    expect(groups.body.data[0]?.at.slice(0, 10)).toBe("2027-01-13");
  });

  it("refuses bad filters with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["resource=planets", "resource"],
      ["action=DROP TABLE", "action"],
      ["from=2027-02-30", "from"],
      ["from=2027-02-10&to=2027-02-01", "to"],
      ["limit=1000", "limit"],
      ["cursor=bm90LWEtY3Vyc29y", "cursor"],
    ];
    for (const [query, field] of cases) {
      const res = await call<ErrorBody>(`/audit?${query}`, { token: adminToken });
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toHaveProperty(field);
    }
  });

  it("exports the filtered list as CSV with formulas neutralised", async () => {
    const res = await call(`/audit/export?actor=${actor}&action=student.create`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("at,actorName,actorEmail,actorRole,action,resource,resourceId,details");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain("'=HYPERLINK()");
  });
});
