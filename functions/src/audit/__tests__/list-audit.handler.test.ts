import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import {
  auditEntryPath,
  auditMonths,
  findAuditEntries,
  writeAuditEntries,
  type DatedAuditEntry,
} from "../../lib/audit-months";
import { collections } from "../../lib/collections";
import { cursorScope } from "../../lib/cursor";
import { db } from "../../lib/firestore";
import { parseInput } from "../../lib/validate";
import { listAuditSchema } from "../../shared/audit.schema";
import { exportAudit } from "../export-audit.handler";
import { walkAudit } from "../audit.repository";
import { listAudit } from "../list-audit.handler";

const NOW = new Date("2027-02-10T15:00:00Z");

/**
 * Entries of an actor of this run's own, so the trail other suites write meanwhile is filtered
 * out: five days of writes (a group kept, a student gone), newest on 2027-02-09 (New York, the
 * default zone, as the settings of a fresh emulator say).
 */
describe("listAudit / exportAudit", () => {
  const uid = `audit-actor-${randomUUID().slice(0, 8)}`;
  const groupId = `audit-group-${randomUUID().slice(0, 8)}`;
  const ctx = testContext("admin", NOW);
  const list = async (query: Record<string, unknown>) =>
    listAudit({ ctx, input: parseInput(listAuditSchema, { actor: uid, ...query }) });

  beforeAll(async () => {
    await collections.groups.ref(groupId).set({ name: "Audit group" });
    const entries: DatedAuditEntry[] = [];
    for (let day = 5; day <= 9; day++) {
      const at = Timestamp.fromDate(new Date(`2027-02-0${day}T17:00:00Z`));
      const actor = { uid, email: "a@test.invalid", name: "Audit Tester", role: "admin" };
      entries.push({
        data: {
          action: "group.update",
          resource: "groups",
          resourceId: groupId,
          details: { fields: ["name"], changes: { name: { before: `v${day - 1}`, after: `v${day}` } } },
          actor,
          at,
        },
      });
      entries.push({
        data: {
          action: "student.archive",
          resource: "students",
          resourceId: "no-such-student-audit",
          details: {},
          actor,
          at: Timestamp.fromMillis(at.toMillis() - 60_000),
        },
      });
    }
    await writeAuditEntries(db(), entries);
  });

  it("lists newest first in cursor pages, and says which records still exist", async () => {
    const first = await list({ limit: 4 });
    expect(first.data.map((e) => e.at)).toEqual([
      "2027-02-09T17:00:00.000Z",
      "2027-02-09T16:59:00.000Z",
      "2027-02-08T17:00:00.000Z",
      "2027-02-08T16:59:00.000Z",
    ]);
    expect(first.data[0]).toMatchObject({ resource: "groups", resourceId: groupId, exists: true });
    expect(first.data[1]).toMatchObject({ resource: "students", exists: false });
    expect(first.data[0]!.details).toMatchObject({ changes: { name: { before: "v8", after: "v9" } } });
    expect(first.nextCursor).toBeTruthy();

    const rest = await list({ limit: 100, cursor: first.nextCursor });
    expect(rest.data).toHaveLength(6);
    expect(rest.nextCursor).toBeNull();
    const all = [...first.data, ...rest.data].map((e) => e._id);
    expect(new Set(all).size).toBe(10);
  });

  it("filters by kind of record, action and a date range in the school's zone", async () => {
    expect((await list({ resource: "groups" })).data).toHaveLength(5);
    expect((await list({ action: "student.archive" })).data).toHaveLength(5);
    const range = await list({ from: "2027-02-06", to: "2027-02-07", resource: "groups" });
    expect(range.data.map((e) => e.at)).toEqual(["2027-02-07T17:00:00.000Z", "2027-02-06T17:00:00.000Z"]);
    expect((await list({ resource: "programs" })).data).toHaveLength(0);
  });

  it("refuses a bad filter or cursor with 400 naming the field", async () => {
    const bad = await refusal(list({ from: "2027-02-09", to: "2027-02-01" }));
    expect(bad.fields).toHaveProperty("to");
    const cursor = await refusal(list({ cursor: Buffer.from("students/x").toString("base64url") }));
    expect(cursor.fields).toHaveProperty("cursor");
  });

  it("stops a page at the most months it may search, its cursor going on from the next month", async () => {
    const found: string[] = [];
    const searched: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await walkAudit(
        { actor: uid },
        {
          timeZone: "UTC",
          limit: 100,
          cursor,
          maxMonths: 1,
          scope: cursorScope("audit", "test", { actor: uid }),
        },
      );
      found.push(...page.docs.map((d) => d.id));
      if (page.searchedTo) searched.push(page.searchedTo);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(found).size).toBe(10);
    // One month a page, newest first, each month once.
    expect(searched).toEqual([...searched].sort().reverse());
    expect(new Set(searched).size).toBe(searched.length);
    expect(searched).toContain("2027-02");
  });

  it("exports the filtered trail as CSV, formulas neutralised", async () => {
    const csv = await exportAudit({ ctx, input: { actor: uid, resource: "groups" } });
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ action: "group.update", resourceId: groupId, actorName: "Audit Tester" });
    expect(JSON.parse(rows[0]!.details!)).toMatchObject({ changes: { name: { after: "v9" } } });
  });
});

/**
 * A log without `auditLog/months` (written before it existed): its span is found from the entries,
 * across the collection IDs of every calendar month. In a project of its own on the emulator, so
 * neither the other suites' entries nor the stored span they rely on are touched.
 */
describe("the audit log's span where auditLog/months is missing", () => {
  const firestore = getFirestore(initializeApp({ projectId: "demo-audit-span" }, "audit-span"));

  it("takes the oldest month of any calendar month's ID, and finds entries in every ID", async () => {
    // January's ID holds the newer entry, March's the oldest: the oldest is not the first ID's.
    const at = [new Date("2000-01-15T00:00:00Z"), new Date("1999-03-31T23:59:59.999Z")];
    await Promise.all(at.map((d, i) => firestore.doc(auditEntryPath(d, `span-${i}`)).set({ at: d, n: 1 })));
    // Only the oldest end is looked for (the walk always visits the present month).
    expect(await auditMonths(firestore)).toEqual({ oldest: "1999-03", newest: "1999-03" });
    expect((await findAuditEntries(firestore, "n", 1)).map((d) => d.ref.path)).toEqual([
      "auditLog/1999-03/auditEntries-03/span-1",
      "auditLog/2000-01/auditEntries-01/span-0",
    ]);
  });
});
