import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { removeStudents, seedStudents, uniqueMarker } from "../support/students";

interface Group {
  _id: string;
  name: string;
  capacity: number;
  memberCount: number;
  ageRange: { min: number; max: number };
  description: string;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("/api/groups", () => {
  let token: string;
  const marker = uniqueMarker("gr");
  const groupIds: string[] = [];
  const studentIds: string[] = [];

  beforeAll(async () => {
    token = await sessionToken(await createAccount("staff"));
  });
  afterAll(async () => {
    await removeStudents(studentIds);
    const { db } = admin();
    await Promise.all(groupIds.map((id) => db.doc(`groups/${id}`).delete()));
  });

  const create = async (body: unknown) => {
    const res = await call<{ data: Group } & ErrorBody>("/groups", { method: "POST", token, body });
    if (res.status === 201) groupIds.push(res.body.data._id);
    return res;
  };

  /** A group of the test's own: "<marker> Ballet", capacity 2, ages 6-9. */
  const ballet = async (m: string) => {
    const res = await create({
      name: `${m} Ballet`,
      capacity: 2,
      ageRange: { min: 6, max: 9 },
      color: "#112233",
    });
    expect(res.status).toBe(201);
    return res.body.data._id;
  };

  /** Students of the test's own: three active, one archived. */
  const students = async (m: string) => {
    const ids = await seedStudents(
      [
        { firstName: "One", lastName: m },
        { firstName: "Two", lastName: m },
        { firstName: "Three", lastName: m },
        { firstName: "Gone", lastName: m, status: "archived" },
      ],
      `api-${m}`,
    );
    studentIds.push(...ids);
    return ids as [string, string, string, string];
  };

  it("answers 401 without a session", async () => {
    expect((await call("/groups")).status).toBe(401);
    expect((await call("/groups", { method: "POST", body: { name: "x", capacity: 3 } })).status).toBe(401);
  });

  it("creates (201) with an audit entry, lists with member counts, reads one", async () => {
    const res = await create({
      name: `${marker} Ballet`,
      capacity: 2,
      ageRange: { min: 6, max: 9 },
      color: "#112233",
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: `${marker} Ballet`,
      capacity: 2,
      memberCount: 0,
      description: "",
    });
    const id = res.body.data._id;
    const audit = await findAuditEntries(admin().db, "resourceId", id);
    expect(audit.map((d) => d.get("action"))).toContain("group.create");
    const list = await call<{ data: Group[]; nextCursor: string | null }>("/groups", { token });
    expect(list.status).toBe(200);
    const seeded = list.body.data.find((g) => g._id === "tiny-toes");
    expect(seeded?.memberCount).toBeGreaterThan(0);
    const one = await call<{ data: Group }>(`/groups/${id}`, { token });
    expect(one.body.data.name).toBe(`${marker} Ballet`);
    expect((await call(`/groups/nope-${marker}`, { token })).status).toBe(404);
  });

  it("pages groups with a cursor", async () => {
    const first = await call<{ data: Group[]; nextCursor: string | null }>("/groups?limit=3", { token });
    expect(first.body.data).toHaveLength(3);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await call<{ data: Group[] }>(`/groups?limit=3&cursor=${first.body.nextCursor}`, {
      token,
    });
    expect(second.body.data.map((g) => g._id)).not.toContain(first.body.data[0]!._id);
  });

  it("answers 400 naming every bad field and 409 for a duplicate name", async () => {
    const m = uniqueMarker("gr");
    await ballet(m);
    const bad = await create({ name: "", capacity: 0, ageRange: { min: 9, max: 4 }, color: "red" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      "ageRange.max",
      "capacity",
      "color",
      "name",
    ]);
    const dup = await create({ name: `${m} ballet`.toUpperCase(), capacity: 5 });
    expect(dup.status).toBe(409);
  });

  it("patches, with 400/404/409", async () => {
    const m = uniqueMarker("gr");
    const id = await ballet(m);
    const res = await call<{ data: Group }>(`/groups/${id}`, {
      method: "PATCH",
      token,
      body: { description: "Graded" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ description: "Graded", capacity: 2, ageRange: { min: 6, max: 9 } });
    expect((await call(`/groups/${id}`, { method: "PATCH", token, body: { capacity: -1 } })).status).toBe(
      400,
    );
    expect(
      (await call(`/groups/${id}`, { method: "PATCH", token, body: { ageRange: { min: 12, max: 3 } } }))
        .status,
    ).toBe(400);
    expect((await call(`/groups/${id}`, { method: "PATCH", token, body: {} })).status).toBe(400);
    expect(
      (await call(`/groups/nope-${marker}`, { method: "PATCH", token, body: { level: "x" } })).status,
    ).toBe(404);
    const other = await create({ name: `${m} Jazz`, capacity: 5 });
    expect(
      (
        await call(`/groups/${other.body.data._id}`, {
          method: "PATCH",
          token,
          body: { name: `${m} Ballet` },
        })
      ).status,
    ).toBe(409);
  });

  it("counts active students as the places taken, and the waitlisted and inactive beside them", async () => {
    const m = uniqueMarker("gr");
    const id = await ballet(m);
    const [active, waiting, resting] = await seedStudents(
      [
        { firstName: "Active", lastName: m },
        { firstName: "Waiting", lastName: m },
        { firstName: "Resting", lastName: m, status: "inactive" },
      ],
      `api-${m}`,
    );
    studentIds.push(active!, waiting!, resting!);
    const add = await call<{ data: { memberCount: number; overCapacity: boolean } }>(
      `/groups/${id}/members`,
      {
        method: "POST",
        token,
        body: { add: [active, resting] },
      },
    );
    expect(add.body.data).toMatchObject({ memberCount: 1, overCapacity: false });
    // The waitlisted are the group's line (the waitlist), not members.
    const joined = await call(`/waitlists/${id}/entries`, {
      method: "POST",
      token,
      body: { studentId: waiting },
    });
    expect(joined.status).toBe(201);
    const read = await call<{ data: Group & { waitlistCount: number; inactiveCount: number } }>(
      `/groups/${id}`,
      {
        token,
      },
    );
    expect(read.body.data).toMatchObject({ memberCount: 1, waitlistCount: 1, inactiveCount: 1 });
  });

  it("adds and removes members, warns over capacity, refuses unknown and archived students", async () => {
    const m = uniqueMarker("gr");
    const id = await ballet(m);
    const [one, two, three, gone] = await students(m);
    const add = await call<{ data: { added: number; memberCount: number; overCapacity: boolean } }>(
      `/groups/${id}/members`,
      { method: "POST", token, body: { add: [one, two, three] } },
    );
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ added: 3, memberCount: 3, overCapacity: true, capacity: 2 });
    const student = await admin().db.doc(`students/${one}`).get();
    expect(student.get("groupIds")).toContain(id);
    const again = await call<{ data: { added: number } }>(`/groups/${id}/members`, {
      method: "POST",
      token,
      body: { add: [one] },
    });
    expect(again.body.data.added).toBe(0);
    const remove = await call<{ data: { removed: number; memberCount: number; overCapacity: boolean } }>(
      `/groups/${id}/members`,
      { method: "POST", token, body: { remove: [three] } },
    );
    expect(remove.body.data).toMatchObject({ removed: 1, memberCount: 2, overCapacity: false });
    expect(
      (await call(`/groups/${id}/members`, { method: "POST", token, body: { add: [`nope-${marker}`] } }))
        .status,
    ).toBe(400);
    expect(
      (await call(`/groups/${id}/members`, { method: "POST", token, body: { add: [gone] } })).status,
    ).toBe(409);
    expect((await call(`/groups/${id}/members`, { method: "POST", token, body: {} })).status).toBe(400);
    expect(
      (await call(`/groups/${id}/members`, { method: "POST", token, body: { add: [one], remove: [one] } }))
        .status,
    ).toBe(400);
    expect(
      (await call(`/groups/nope-${marker}/members`, { method: "POST", token, body: { add: [one] } })).status,
    ).toBe(404);
    const audit = (await findAuditEntries(admin().db, "resourceId", one)).filter(
      (d) => d.get("action") === "group.member.add",
    );
    expect(audit).toHaveLength(1);
  });

  it("refuses to delete a group with students (409), deletes it once empty (204)", async () => {
    const m = uniqueMarker("gr");
    const id = await ballet(m);
    const [one, two] = await students(m);
    await call(`/groups/${id}/members`, { method: "POST", token, body: { add: [one, two] } });
    const refused = await call<ErrorBody>(`/groups/${id}`, { method: "DELETE", token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/2 students/);
    await call(`/groups/${id}/members`, { method: "POST", token, body: { remove: [one, two] } });
    expect((await call(`/groups/${id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await call(`/groups/${id}`, { token })).status).toBe(404);
    expect((await call(`/groups/${id}`, { method: "DELETE", token })).status).toBe(404);
  });
});
