import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { makeGroup, makeStudent, programBody, room } from "../support/school-factory";
import { forgeSession } from "../support/session-secret";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface ProgramBody {
  data: {
    _id: string;
    name: string;
    status: string;
    weeks: number;
    enrolledCount: number;
    sessionsPerWeek: number;
    groups: { _id: string }[];
    students: { _id: string }[];
    termWeeks: { week: number; start: string; end: string; videos: { _id: string }[] }[];
    schedule: unknown[];
  };
}

describe("/api/programs", () => {
  let token: string;
  let studentToken: string;
  let groupId: string;
  beforeAll(async () => {
    token = await sessionToken(await createAccount("staff"));
    // Students cannot get a console session; forge one to check the role gate.
    studentToken = await forgeSession(await createAccount("student"), "student");
    groupId = (await makeGroup()).id;
  });

  it("creates a program with derived weeks, and 400 names every bad field", async () => {
    const created = await call<ProgramBody>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId]),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.weeks).toBe(12); // 2027-01-04 .. 2027-03-26 = 82 days
    expect(created.body.data.termWeeks).toHaveLength(12);
    expect(created.body.data.termWeeks[11]).toMatchObject({
      week: 12,
      start: "2027-03-22",
      end: "2027-03-26",
    });

    const bad = await call<ErrorBody>("/programs", {
      method: "POST",
      token,
      body: {
        ...programBody([groupId]),
        name: "",
        endDate: "2027-01-01",
        capacity: 0,
        ageRange: { min: 10, max: 5 },
        color: "red",
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      "ageRange.max",
      "capacity",
      "color",
      "endDate",
      "name",
    ]);
  });

  it("refuses a duplicate name (any case) with 409 and an unknown group with 400", async () => {
    const body = programBody([groupId]);
    expect((await call("/programs", { method: "POST", token, body })).status).toBe(201);
    const dup = await call<ErrorBody>("/programs", {
      method: "POST",
      token,
      body: { ...body, name: body.name.toUpperCase() },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields?.name).toBeTruthy();
    const unknown = await call<ErrorBody>("/programs", {
      method: "POST",
      token,
      body: programBody(["no-such-group-xyz"]),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.groupIds).toMatch(/no-such-group-xyz/);
  });

  it("shows enrolment, sessions a week, groups, students and the week's videos on the program page", async () => {
    const created = await call<ProgramBody>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId]),
    });
    const id = created.body.data._id;
    const { db } = admin();
    const student = await makeStudent([groupId], { programIds: [id] });
    await db.doc(`videos/v-${id}`).set({
      title: "Week 2 combo",
      programId: id,
      week: 2,
      url: "https://example.com/v.mp4",
      status: "published",
    });
    const sched = await call("/schedules", {
      method: "POST",
      token,
      body: {
        programId: id,
        groupId,
        dayOfWeek: 3,
        startTime: "10:00",
        endTime: "11:00",
        room: room(),
        instructorId: `instr-${id}`,
        startDate: "2027-01-04",
        endDate: "2027-03-26",
      },
    });
    expect(sched.status).toBe(201);
    const page = await call<ProgramBody>(`/programs/${id}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.data.enrolledCount).toBe(1);
    expect(page.body.data.sessionsPerWeek).toBe(1);
    expect(page.body.data.groups.map((g) => g._id)).toEqual([groupId]);
    expect(page.body.data.students.map((s) => s._id)).toEqual([student.id]);
    expect(page.body.data.termWeeks[1]!.videos.map((v) => v._id)).toEqual([`v-${id}`]);
    expect(page.body.data.termWeeks[0]!.videos).toEqual([]);
  });

  it("publishes and archives; archiving keeps the program, its schedule and the legacy list drops it", async () => {
    const created = await call<ProgramBody>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId], { status: "draft" }),
    });
    const id = created.body.data._id;
    const published = await call<ProgramBody>(`/programs/${id}`, {
      method: "PATCH",
      token,
      body: { status: "published" },
    });
    expect(published.body.data.status).toBe("published");
    const legacyBefore = await call<{ data: { _id: string }[] }>("/student/programs", { token });
    expect(legacyBefore.body.data.some((p) => p._id === id)).toBe(true);
    const archived = await call<ProgramBody>(`/programs/${id}`, { method: "DELETE", token });
    expect(archived.status).toBe(200);
    expect(archived.body.data.status).toBe("archived");
    expect((await call<ProgramBody>(`/programs/${id}`, { token })).body.data.name).toBe(
      created.body.data.name,
    );
    const legacyAfter = await call<{ data: { _id: string }[] }>("/student/programs", { token });
    expect(legacyAfter.body.data.some((p) => p._id === id)).toBe(false);
    const archivedList = await call<{ data: { _id: string }[] }>("/programs?status=archived&limit=100", {
      token,
    });
    expect(archivedList.body.data.some((p) => p._id === id)).toBe(true);
    const audit = await findAuditEntries(admin().db, "resourceId", id);
    expect(audit.map((d) => d.get("action")).sort()).toEqual([
      "program.archive",
      "program.create",
      "program.publish",
    ]);
  });

  it("rejects an update that puts the end before the start, and 404s an unknown id", async () => {
    const created = await call<ProgramBody>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId]),
    });
    const bad = await call<ErrorBody>(`/programs/${created.body.data._id}`, {
      method: "PATCH",
      token,
      body: { endDate: "2026-12-01" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.endDate).toBeTruthy();
    expect((await call(`/programs/does-not-exist-xyz`, { token })).status).toBe(404);
    expect((await call(`/programs/x`, { method: "PATCH", token, body: { unknownField: 1 } })).status).toBe(
      400,
    );
  });

  it("pages with a cursor and needs a console session", async () => {
    const first = await call<{ data: unknown[]; nextCursor: string | null }>("/programs?status=all&limit=1", {
      token,
    });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await call<{ data: { _id: string }[] }>(
      `/programs?status=all&limit=1&cursor=${first.body.nextCursor}`,
      { token },
    );
    expect(second.body.data[0]?._id).not.toBe((first.body.data[0] as { _id: string })._id);
    expect((await call("/programs")).status).toBe(401);
    expect((await call("/programs", { token: studentToken })).status).toBe(403);
  });

  it("lookups list the team as instructors, by their public name, and no student", async () => {
    const teacher = await createAccount("staff", { displayName: `Instructor ${Date.now().toString(36)}` });
    const student = await createAccount("student");
    const res = await call<{ data: { instructors: { _id: string; name: string }[] } }>("/programs/lookups", {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.instructors).toContainEqual({ _id: teacher.uid, name: teacher.displayName });
    expect(res.body.data.instructors.some((i) => i._id === student.uid)).toBe(false);
  });
});
