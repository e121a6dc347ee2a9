import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { removeStudents, writeStudent } from "../support/students";

describe("legacy calls of the replaced console (SPEC §7)", () => {
  let token: string;
  const programId = `legacy-test-program-${randomUUID()}`;
  const studentId = `legacy-test-student-${randomUUID()}`;
  beforeAll(async () => {
    const { db } = admin();
    token = await sessionToken(await createAccount("admin"));
    await db.doc(`programs/${programId}`).set({
      name: "Zz Legacy Test Program",
      status: "published",
      groupIds: [],
      startDate: "2026-09-01",
      endDate: "2026-12-18",
    });
    await writeStudent(studentId, { firstName: "Legacy", lastName: "Aaaa-Test" });
  });

  afterAll(async () => {
    const { db } = admin();
    await Promise.all([db.doc(`programs/${programId}`).delete(), removeStudents([studentId])]);
  });

  it("GET /api/student answers {data:[...]} from Firestore with _id", async () => {
    const res = await call<{ data: { _id: string; firstName: string }[] }>("/student", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.find((s) => s._id === studentId)?.firstName).toBe("Legacy");
  });

  it("GET /api/student/programs answers the programs", async () => {
    const res = await call<{ data: { _id: string; name: string }[] }>("/student/programs", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.find((p) => p._id === programId)?.name).toBe("Zz Legacy Test Program");
  });

  it("leaves archived students out", async () => {
    // An archived student of this test's own: archiving the shared one would change what the
    // other tests read, whatever order they run in.
    const archived = `legacy-test-archived-${randomUUID()}`;
    await writeStudent(archived, { firstName: "Legacy", lastName: "Aaaa-Archived", status: "archived" });
    try {
      const res = await call<{ data: { _id: string }[] }>("/student", { token });
      expect(res.status).toBe(200);
      expect(res.body.data.some((s) => s._id === archived)).toBe(false);
      expect(res.body.data.some((s) => s._id === studentId)).toBe(true);
    } finally {
      await removeStudents([archived]);
    }
  });
});
