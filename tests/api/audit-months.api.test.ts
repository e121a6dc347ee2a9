import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { writeAuditEntries } from "../../functions/src/lib/audit-months";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";

interface Entry {
  _id: string;
  at: string;
  action: string;
  resourceId: string;
}
type Page = { data: Entry[]; nextCursor: string | null; searchedTo: string | null };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * The audit log is kept a partition a UTC month (functions/src/lib/audit-months.ts): pages, filters,
 * date ranges, cursors and the CSV across month boundaries. Entries of an actor of this run's own,
 * in 2027: three on 1 April (UTC), three on 31 March, none in February, two in January.
 */
const ENTRIES: [id: string, at: string, kind: "groups" | "students"][] = [
  ["a", "2027-04-01T05:00:00.000Z", "groups"],
  ["b", "2027-04-01T03:00:00.000Z", "students"],
  ["c", "2027-04-01T01:00:00.000Z", "groups"],
  ["d", "2027-03-31T23:00:00.000Z", "students"],
  ["e", "2027-03-31T22:00:00.000Z", "groups"],
  ["f", "2027-03-31T21:00:00.000Z", "students"],
  ["g", "2027-01-15T12:00:00.000Z", "groups"],
  ["h", "2027-01-14T12:00:00.000Z", "students"],
];

describe("/api/audit across months", () => {
  let token: string;
  let timeZone: string;
  const actor = `api-audit-months-${randomUUID().slice(0, 8)}`;
  /** An entry of `who` (this file's actor unless a test that writes more has one of its own). */
  const entry = (id: string, at: string, kind: "groups" | "students", who = actor) => ({
    data: {
      action: kind === "groups" ? "group.update" : "student.create",
      resource: kind,
      resourceId: `${who}-${id}`,
      details: {},
      actor: { uid: who, email: "m@test.invalid", name: "Months Tester", role: "admin" },
      at: Timestamp.fromDate(new Date(at)),
    },
  });
  const get = (query: string, who = actor) => call<Page>(`/audit?actor=${who}&${query}`, { token });
  const ids = (page: { body: Page }) => page.body.data.map((e) => e.resourceId);
  /** Every page from the first on, following the cursors. */
  const all = async (query: string) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: Page } = await get(`${query}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...ids(page));
      cursor = page.body.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    token = await sessionToken(await createAccount("admin"));
    timeZone = (await call<{ data: { settings: { school: { timeZone: string } } } }>("/settings", { token }))
      .body.data.settings.school.timeZone;
    await writeAuditEntries(
      admin().db,
      ENTRIES.map(([id, at, kind]) => entry(id, at, kind)),
    );
  });
  const named = (...letters: string[]) => letters.map((l) => `${actor}-${l}`);
  const namedOf = (who: string, ...letters: string[]) => letters.map((l) => `${who}-${l}`);

  it("fills a page from two months, newest first, and the next page from the months after", async () => {
    const first = await get("limit=5");
    expect(ids(first)).toEqual(named("a", "b", "c", "d", "e"));
    expect(first.body.searchedTo).toBe("2027-03");
    const next = await get(`limit=5&cursor=${first.body.nextCursor}`);
    expect(ids(next)).toEqual(named("f", "g", "h"));
    expect(next.body.nextCursor).toBeNull();
  });

  it("goes on into older months when a page fills exactly at a month's end", async () => {
    const april = await get("limit=3");
    expect(ids(april)).toEqual(named("a", "b", "c"));
    expect(april.body.nextCursor).toBeTruthy();
    expect(await all("limit=3")).toEqual(named("a", "b", "c", "d", "e", "f", "g", "h"));
    expect(await all("limit=1")).toEqual(named("a", "b", "c", "d", "e", "f", "g", "h"));
  });

  it("filters by kind and action over every month, skipping the empty one", async () => {
    expect(await all("resource=groups&limit=2")).toEqual(named("a", "c", "e", "g"));
    expect(await all("action=student.create&limit=3")).toEqual(named("b", "d", "f", "h"));
    expect(await all("resource=programs")).toEqual([]);
  });

  it("bounds a date range in the school's zone, even where its day spans two UTC months", async () => {
    const day = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const on = (date: string) =>
      ENTRIES.filter(([, at]) => day.format(new Date(at)) === date).map(([l]) => l);
    for (const date of ["2027-03-31", "2027-04-01"]) {
      expect(await all(`from=${date}&to=${date}&limit=2`), `${date} in ${timeZone}`).toEqual(
        named(...on(date)),
      );
    }
    expect(await all("from=2027-01-01&to=2027-02-28")).toEqual(named("g", "h"));
    expect(await all("from=2027-02-01&to=2027-02-28")).toEqual([]);
  });

  it("exports the filtered list across months as CSV, newest first", async () => {
    const res = await call(`/audit/export?actor=${actor}`, { token });
    expect(res.status).toBe(200);
    const rows = Papa.parse<Record<string, string>>(String(res.body).replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((r) => r.resourceId)).toEqual(named("a", "b", "c", "d", "e", "f", "g", "h"));
    expect(rows.map((r) => r.at)).toEqual(ENTRIES.map(([, at]) => at));
    const groups = await call(`/audit/export?actor=${actor}&resource=groups&from=2027-01-01&to=2027-01-31`, {
      token,
    });
    expect(String(groups.body).trim().split(/\r?\n/)).toHaveLength(2);
  });

  it("refuses a cursor outside the log's layout with 400 naming the field", async () => {
    for (const path of [
      "auditLog/2027-13",
      "auditLog/2027-03/other/x",
      "auditLog/2027-03/auditEntries-03",
      // The partition's ID is its calendar month's: neither the old single ID nor another month's.
      "auditLog/2027-03/auditEntries/x",
      "auditLog/2027-03/auditEntries-04/x",
      "students/x",
    ]) {
      const res = await call<ErrorBody>(`/audit?cursor=${Buffer.from(path).toString("base64url")}`, {
        token,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.error.fields, path).toHaveProperty("cursor");
    }
    const gone = Buffer.from("auditLog/2027-03/auditEntries-03/no-such-entry").toString("base64url");
    expect((await get(`cursor=${gone}`)).status).toBe(400);
  });

  it("keeps cursor pages exact while entries are written meanwhile", async () => {
    // An actor of this test's own: the entries it adds must not show in the other tests' lists.
    const writer = `${actor}-meanwhile`;
    await writeAuditEntries(
      admin().db,
      ENTRIES.map(([id, at, kind]) => entry(id, at, kind, writer)),
    );
    const first = await get("limit=4", writer);
    expect(ids(first)).toEqual(namedOf(writer, "a", "b", "c", "d"));
    await writeAuditEntries(admin().db, [
      entry("new-april", "2027-04-02T00:00:00.000Z", "groups", writer),
      entry("new-march", "2027-03-31T23:30:00.000Z", "groups", writer),
      entry("new-may", "2027-05-01T00:00:00.000Z", "groups", writer),
    ]);
    // After d, in its month and the older ones: what was there, nothing newer slipped in.
    const next = await get(`limit=4&cursor=${first.body.nextCursor}`, writer);
    expect(ids(next)).toEqual(namedOf(writer, "e", "f", "g", "h"));
    // A fresh first page starts with the newest, in a month the log had not held before.
    expect(ids(await get("limit=3", writer))).toEqual(namedOf(writer, "new-may", "new-april", "a"));
  });
});
