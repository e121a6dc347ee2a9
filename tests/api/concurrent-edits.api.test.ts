import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { makeGroup, makeStudent, programBody, uid } from "../support/school-factory";

/**
 * Two people edit the same record at the same moment, each changing a different field. Each
 * patch must merge onto the record as its own write finds it, so both changes survive; a write
 * built on an earlier read would silently put the other person's field back.
 */
const ROUNDS = 4;

interface One<T> {
  data: T;
}

describe("two clients editing one record at once", () => {
  let alex: string;
  let sam: string;
  let programId: string;
  const videoIds: string[] = [];
  const studentIds: string[] = [];

  beforeAll(async () => {
    [alex, sam] = await Promise.all([
      createAccount("admin").then(sessionToken),
      createAccount("staff").then(sessionToken),
    ]);
    const program = await call<One<{ _id: string }>>("/programs", {
      method: "POST",
      token: alex,
      body: programBody([]),
    });
    expect(program.status).toBe(201);
    programId = program.body.data._id;
  });
  afterAll(async () => {
    const { db } = admin();
    await Promise.all([
      ...videoIds.map((id) => db.doc(`videos/${id}`).delete()),
      ...studentIds.map((id) => db.doc(`students/${id}`).delete()),
      db.doc(`programs/${programId}`).delete(),
    ]);
  });

  it("keeps both changes to a program", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = uid("Program");
      const description = `Described in round ${round}`;
      const [a, b] = await Promise.all([
        call(`/programs/${programId}`, { method: "PATCH", token: alex, body: { name } }),
        call(`/programs/${programId}`, { method: "PATCH", token: sam, body: { description } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await call<One<{ name: string; description: string }>>(`/programs/${programId}`, {
        token: alex,
      });
      expect(now.body.data).toMatchObject({ name, description });
    }
  });

  it("keeps both changes to a video", async () => {
    const created = await call<One<{ _id: string }>>("/videos", {
      method: "POST",
      token: alex,
      body: {
        title: uid("Video"),
        programId,
        week: 2,
        source: { kind: "link", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    videoIds.push(id);
    for (let round = 0; round < ROUNDS; round++) {
      const title = uid("Video");
      const week = 3 + (round % 4);
      const [a, b] = await Promise.all([
        call(`/videos/${id}`, { method: "PATCH", token: alex, body: { title } }),
        call(`/videos/${id}`, { method: "PATCH", token: sam, body: { week } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await call<One<{ title: string; week: number }>>(`/videos/${id}`, { token: alex });
      expect(now.body.data).toMatchObject({ title, week });
    }
  });

  it("keeps both changes to a student", async () => {
    const group = await makeGroup();
    const student = await makeStudent([group.id]);
    studentIds.push(student.id);
    for (let round = 0; round < ROUNDS; round++) {
      const phone = `555-01${String(round).padStart(2, "0")}`;
      const notes = `Note ${uid("n")}`;
      const [a, b] = await Promise.all([
        call(`/students/${student.id}`, { method: "PATCH", token: alex, body: { phone } }),
        call(`/students/${student.id}`, { method: "PATCH", token: sam, body: { notes } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await call<One<{ phone: string; notes: string }>>(`/students/${student.id}`, {
        token: alex,
      });
      expect(now.body.data).toMatchObject({ phone, notes });
    }
  });
});
