import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Video } from "../../functions/src/shared/video.schema";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { programBody, uid } from "../support/school-factory";
import { forgeSession } from "../support/session-secret";
import { fileExists, storeFile } from "../support/stored-files";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type One = { data: Video } & ErrorBody;

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
/** A few bytes stored as a WebM: the API checks the stored type, not the content. */
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);

describe("/api/videos", () => {
  let staff: string;
  let adminToken: string;
  let student: string;
  let programId: string;
  const videoIds: string[] = [];

  beforeAll(async () => {
    [staff, adminToken] = await Promise.all([
      createAccount("staff").then(sessionToken),
      createAccount("admin").then(sessionToken),
    ]);
    // A student gets no console session: a forged one (signed with the emulator's secret) meets
    // the role guard.
    student = await forgeSession(await createAccount("student"), "student");
    const program = await call<{ data: { _id: string } }>("/programs", {
      method: "POST",
      token: adminToken,
      body: programBody([]),
    });
    expect(program.status).toBe(201);
    programId = program.body.data._id;
  });
  afterAll(async () => {
    const { db } = admin();
    await Promise.all([
      ...videoIds.map((id) => db.doc(`videos/${id}`).delete()),
      db.doc(`programs/${programId}`).delete(),
    ]);
  });

  const create = async (body: Record<string, unknown>, token = staff) => {
    const res = await call<One>("/videos", {
      method: "POST",
      token,
      body: { title: `API ${uid("v")}`, programId, week: 2, source: { kind: "link", url: YOUTUBE }, ...body },
    });
    if (res.status === 201) videoIds.push(res.body.data._id);
    return res;
  };

  it("answers 401 without a session and 403 to a session without a console role", async () => {
    expect((await call("/videos")).status).toBe(401);
    expect((await call("/videos", { method: "POST", body: {} })).status).toBe(401);
    expect((await call("/videos", { token: student })).status).toBe(403);
    expect((await call("/videos", { method: "POST", token: student, body: {} })).status).toBe(403);
  });

  it("lets staff and admins create (201), read and list a link", async () => {
    for (const token of [staff, adminToken]) {
      const res = await create({}, token);
      expect(res.status).toBe(201);
      expect(res.body.data.source).toMatchObject({
        kind: "link",
        provider: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      });
      const one = await call<One>(`/videos/${res.body.data._id}`, { token });
      expect(one.status).toBe(200);
      expect(one.body.data.title).toBe(res.body.data.title);
    }
    const list = await call<{ data: Video[]; nextCursor: string | null }>(
      `/videos?programId=${programId}&week=2&source=link&status=draft&limit=1`,
      { token: staff },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.nextCursor).toEqual(expect.any(String));
  });

  it("answers 400 naming the field for bad input", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ week: 0 }, "week"],
      [{ week: 40 }, "week"],
      [{ source: { kind: "link", url: "https://example.com/page" } }, "source.url"],
      [{ source: { kind: "link", url: "http://youtu.be/dQw4w9WgXcQ" } }, "source.url"],
      [{ source: { kind: "upload", path: "../etc/passwd" } }, "source.path"],
      [{ source: { kind: "upload", path: `videos/${uid("none")}.webm` } }, "source.path"],
      [{ status: "live" }, "status"],
      [{ groupIds: ["no-such-group"] }, "groupIds"],
      [{ programId: "no-such-program" }, "programId"],
      [{ durationSeconds: -1 }, "durationSeconds"],
      [{ extra: true }, "_"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("invalid_argument");
      expect(Object.keys(res.body.error.fields ?? {}).join(","), JSON.stringify(body)).toContain(field);
    }
    const list = await call<ErrorBody>("/videos?status=gone", { token: staff });
    expect(list.status).toBe(400);
    expect(list.body.error.fields?.status).toBeDefined();
    const bulk = await call<ErrorBody>("/videos/bulk", {
      method: "POST",
      token: staff,
      body: { action: "move", ids: ["x"] },
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.fields?.week).toBeDefined();
  });

  it("answers 404 for an unknown id on read, edit, archive and restore", async () => {
    const id = uid("missing");
    expect((await call(`/videos/${id}`, { token: staff })).status).toBe(404);
    expect((await call(`/videos/${id}`, { method: "PATCH", token: staff, body: { week: 3 } })).status).toBe(
      404,
    );
    expect((await call(`/videos/${id}/archive`, { method: "POST", token: staff })).status).toBe(404);
    expect((await call(`/videos/${id}/restore`, { method: "POST", token: staff })).status).toBe(404);
  });

  it("stores an upload with its download URL, and deletes the old file only once replaced", async () => {
    const first = `videos/${uid("api").replace(/-/g, "")}.webm`;
    const second = `videos/${uid("api").replace(/-/g, "")}.webm`;
    await storeFile(first, "video/webm", WEBM);
    await storeFile(second, "video/webm", WEBM);
    const res = await create({ source: { kind: "upload", path: first }, durationSeconds: 3 });
    expect(res.status).toBe(201);
    expect(res.body.data.source).toMatchObject({
      kind: "upload",
      path: first,
      url: expect.stringContaining("token="),
    });

    const replaced = await call<One>(`/videos/${res.body.data._id}`, {
      method: "PATCH",
      token: staff,
      body: { source: { kind: "upload", path: second } },
    });
    expect(replaced.status).toBe(200);
    expect(await fileExists(second)).toBe(true);
    expect(await fileExists(first)).toBe(false);
  });

  it("moves, archives and restores in bulk", async () => {
    const a = (await create({})).body.data._id;
    const b = (await create({})).body.data._id;
    const moved = await call<{ data: { updated: string[] } }>("/videos/bulk", {
      method: "POST",
      token: staff,
      body: { action: "move", ids: [a, b], week: 6 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.updated.sort()).toEqual([a, b].sort());
    const archived = await call<{ data: { updated: string[] } }>("/videos/bulk", {
      method: "POST",
      token: staff,
      body: { action: "archive", ids: [a, b] },
    });
    expect(archived.body.data.updated).toHaveLength(2);
    expect((await call<One>(`/videos/${a}`, { token: staff })).body.data).toMatchObject({
      week: 6,
      archived: true,
    });
    const restored = await call<One>(`/videos/${a}/restore`, { method: "POST", token: staff });
    expect(restored.body.data.archived).toBe(false);
  });
});
