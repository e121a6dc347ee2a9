import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countedStudentFigures } from "../../functions/src/dashboard/dashboard.repository";
import { monthOf } from "../../functions/src/dashboard/get-dashboard.handler";
import { db as functionsDb } from "../../functions/src/lib/firestore";
import { schoolSettings } from "../../functions/src/lib/school-settings";
import type { Dashboard } from "../../functions/src/shared/dashboard.schema";
import type { Student } from "../../functions/src/shared/student";
import { figuresFromCounts, type CountTree } from "../../functions/src/students/student-counts";
import { recountStudents } from "../../functions/src/students/student-counts.repository";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { uid } from "../support/school-factory";
import { removeStudents, studentCountsDoc, uniqueMarker } from "../support/students";

/**
 * The dashboard's stored student counts (students/student-counts.ts) move with every write of a
 * student through the API, and the recount rebuilds the same numbers from the register.
 *
 * Determinism: other suites write students at the same time, and this file's tests run in any
 * order, so every assertion is about the counts of programs the test itself made (only its own
 * students are in them).
 */
let token: string;
let adminToken: string;
let today: string;
let month: string;
const cleanup: string[] = [];
const programs: string[] = [];

/** Two programs of the calling test's own (names unique too: a CSV import names programs). */
async function programPair() {
  const marker = uniqueMarker("cnt");
  const pair = {
    marker,
    a: { id: uid("cnta"), name: `Counts A ${marker}` },
    b: { id: uid("cntb"), name: `Counts B ${marker}` },
  };
  for (const { id, name } of [pair.a, pair.b]) {
    programs.push(id);
    await admin().db.doc(`programs/${id}`).set({
      name,
      nameLower: name.toLowerCase(),
      color: "#0ea5e9",
      status: "published",
      startDate: "2026-01-05",
      endDate: "2027-12-17",
      groupIds: [],
    });
  }
  return pair;
}

/** Imports three students into the pair's programs: one active and one waitlisted in A, two in B. */
async function importInto({ marker, a, b }: Awaited<ReturnType<typeof programPair>>) {
  const header = "firstName,lastName,dateOfBirth,status,programs,enrolledAt";
  const rows = [
    `Csv,${marker}Alpha,2003-01-02,active,${a.name},${today}`,
    `Csv,${marker}Beta,2003-01-03,waitlist,${a.name};${b.name},${today}`,
    `Csv,${marker}Gamma,2003-01-04,inactive,${b.name},2024-02-10`,
  ];
  const res = await call<{ data: { created: number; createdIds: string[]; errors: unknown[] } }>(
    "/students/import",
    { method: "POST", token, body: [header, ...rows].join("\n"), headers: { "content-type": "text/csv" } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  cleanup.push(...res.body.data.createdIds);
  expect(res.body.data).toMatchObject({ created: 3, errors: [] });
}

/** A program's stored counts, zeros left out (a count that went back to 0 stays stored as 0). */
async function countsOf(programId: string): Promise<CountTree> {
  const data = (await studentCountsDoc(admin().db).get()).data();
  const strip = (tree: CountTree): CountTree =>
    Object.fromEntries(
      Object.entries(tree)
        .map(([k, v]) => [k, typeof v === "number" ? v : strip(v)] as const)
        .filter(([, v]) => (typeof v === "number" ? v !== 0 : Object.keys(v).length > 0)),
    );
  return strip(((data?.programs as Record<string, CountTree> | undefined)?.[programId] ?? {}) as CountTree);
}

async function dashboardFigures(programId: string) {
  const res = await call<{ data: Dashboard }>(`/dashboard?programId=${programId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.figures;
}

async function write<T>(path: string, method: string, body?: unknown, as = token) {
  const res = await call<{ data: T }>(path, { method, token: as, ...(body === undefined ? {} : { body }) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  // A permanent delete answers 204 with no body.
  return (res.body as { data?: T } | null)?.data as T;
}

beforeAll(async () => {
  admin(); // initialises the default Admin app the functions code reads through
  // The functions code (the recount, the fallback counts) applies its Firestore settings, which
  // must happen before this shared instance is first used.
  functionsDb();
  const [staff, boss] = await Promise.all([createAccount("staff"), createAccount("admin")]);
  [token, adminToken] = await Promise.all([sessionToken(staff), sessionToken(boss)]);
  // The counts are complete from here on, whatever ran before.
  await recountStudents();
  today = (await call<{ data: Dashboard }>(`/dashboard?programId=none`, { token })).body.data.date;
  month = today.slice(0, 7);
});

afterAll(async () => {
  const { db } = admin();
  await removeStudents(cleanup);
  await Promise.all(programs.map((id) => db.doc(`programs/${id}`).delete()));
});

describe("stored student counts", () => {
  it("move with create, status change, program change, archive, restore and delete", async () => {
    const { marker, a, b } = await programPair();
    const [programA, programB] = [a.id, b.id];
    const created = await write<Student>("/students", "POST", {
      firstName: "Count",
      lastName: `${marker}One`,
      dateOfBirth: "2004-05-06",
      programIds: [programA],
      enrolledAt: today,
    });
    cleanup.push(created._id);
    expect(await countsOf(programA)).toEqual({
      active: 1,
      joined: { [month]: 1 },
      enrolled: { [month]: 1 },
    });

    await write(`/students/${created._id}`, "PATCH", { status: "waitlist" });
    expect(await countsOf(programA)).toEqual({ waitlist: 1 });

    await write(`/students/${created._id}`, "PATCH", { status: "inactive", programIds: [programB] });
    expect(await countsOf(programA)).toEqual({});
    expect(await countsOf(programB)).toEqual({ inactive: 1, enrolled: { [month]: 1 } });

    await write(`/students/${created._id}`, "PATCH", { status: "active", programIds: [programA, programB] });
    const active = { active: 1, joined: { [month]: 1 }, enrolled: { [month]: 1 } };
    expect(await countsOf(programA)).toEqual(active);
    expect(await countsOf(programB)).toEqual(active);

    await write(`/students/${created._id}/archive`, "POST");
    const left = { archived: 1, enrolled: { [month]: 1 }, left: { [month]: 1 } };
    expect(await countsOf(programA)).toEqual(left);
    expect(await dashboardFigures(programA)).toMatchObject({
      activeStudents: 0,
      joinedThisMonth: 0,
      leftThisMonth: 1,
      newEnrolments: 1,
    });

    await write(`/students/${created._id}/restore`, "POST");
    expect(await countsOf(programA)).toEqual(active);

    await write(`/students/${created._id}/archive`, "POST");
    await write(`/students/${created._id}?permanent=true`, "DELETE", undefined, adminToken);
    expect(await countsOf(programA)).toEqual({});
    expect(await countsOf(programB)).toEqual({});
  });

  it("count the students a CSV import creates", async () => {
    const pair = await programPair();
    const [programA, programB] = [pair.a.id, pair.b.id];
    await importInto(pair);
    expect(await countsOf(programA)).toEqual({
      active: 1,
      waitlist: 1,
      joined: { [month]: 1 },
      enrolled: { [month]: 1 },
    });
    expect(await countsOf(programB)).toEqual({ waitlist: 1, inactive: 1, enrolled: { "2024-02": 1 } });
  });

  it("are what the recount rebuilds, and give the figures the count() queries give", async () => {
    // Students of its own in programs of its own, so that there is something to rebuild.
    const pair = await programPair();
    const [programA, programB] = [pair.a.id, pair.b.id];
    await importInto(pair);
    const before = { a: await countsOf(programA), b: await countsOf(programB) };
    const recount = await recountStudents();
    expect(recount.students).toBeGreaterThan(0);
    expect({ a: await countsOf(programA), b: await countsOf(programB) }).toEqual(before);

    const timeZone = (await schoolSettings()).school.timeZone;
    const range = monthOf(today, timeZone);
    const stored = (await studentCountsDoc(admin().db).get()).data()!;
    for (const programId of [programA, programB]) {
      const counted = await countedStudentFigures(programId, range);
      expect(figuresFromCounts(stored, programId, month)).toEqual(counted);
      const figures = await dashboardFigures(programId);
      expect(figures).toMatchObject({
        activeStudents: counted.active,
        waitlist: counted.waitlist,
        joinedThisMonth: counted.joined,
        leftThisMonth: counted.left,
        newEnrolments: counted.newEnrolments,
      });
    }
  });
});
