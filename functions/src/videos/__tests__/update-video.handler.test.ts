import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeProgram, uniqueId } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { createVideoSchema } from "../../shared/video.schema";
import { setVideoArchived } from "../archive-video.handler";
import { bulkVideos } from "../bulk-videos.handler";
import { createVideo } from "../create-video.handler";
import { listVideos } from "../list-videos.handler";
import { updateVideo } from "../update-video.handler";

const NOW = new Date("2027-01-14T15:00:00Z");
const ctx = testContext("staff", NOW);

async function video(programId: string, fields: Record<string, unknown> = {}) {
  return createVideo({
    ctx,
    input: createVideoSchema.parse({
      title: `Clip ${uniqueId("v")}`,
      programId,
      week: 2,
      source: { kind: "link", url: "https://vimeo.com/76979871" },
      ...fields,
    }),
  });
}

describe("updateVideo", () => {
  it("moves a video to another week: its release follows, audited as a move", async () => {
    const program = await makeProgram([]);
    const v = await video(program.id);
    const moved = await updateVideo({ ctx, input: { id: v._id, week: 5 } });
    expect(moved.week).toBe(5);
    expect(Date.parse(moved.releaseAt) - Date.parse(v.releaseAt)).toBe(21 * 86_400_000);
    expect(await auditOf(v._id, "video.move")).toHaveLength(1);
  });

  it("edits details without touching what was not sent", async () => {
    const program = await makeProgram([]);
    const v = await video(program.id, { description: "Kept", durationSeconds: 95 });
    const saved = await updateVideo({ ctx, input: { id: v._id, title: "Renamed pirouettes" } });
    expect(saved).toMatchObject({
      title: "Renamed pirouettes",
      description: "Kept",
      durationSeconds: 95,
      week: 2,
    });
  });

  it("refuses a move outside the term and an unknown id", async () => {
    const program = await makeProgram([]);
    const v = await video(program.id);
    const err = await refusal(updateVideo({ ctx, input: { id: v._id, week: 40 } }));
    expect(err.fields?.week).toBeDefined();
    expect((await refusal(updateVideo({ ctx, input: { id: uniqueId("nope"), week: 1 } }))).status).toBe(404);
  });
});

describe("archive, restore and bulk actions", () => {
  it("archives and restores with an audit entry each; a repeat writes nothing", async () => {
    const program = await makeProgram([]);
    const v = await video(program.id);
    expect((await setVideoArchived({ ctx, input: { id: v._id, archived: true } })).archived).toBe(true);
    await setVideoArchived({ ctx, input: { id: v._id, archived: true } });
    expect((await setVideoArchived({ ctx, input: { id: v._id, archived: false } })).archived).toBe(false);
    expect(await auditOf(v._id, "video.archive")).toHaveLength(1);
    expect(await auditOf(v._id, "video.restore")).toHaveLength(1);
  });

  it("publishes, moves and archives many at once, and undoes the archive", async () => {
    const program = await makeProgram([]);
    const a = await video(program.id);
    const b = await video(program.id, { status: "published" });
    const published = await bulkVideos({ ctx, input: { action: "publish", ids: [a._id, b._id] } });
    expect(published.updated).toEqual([a._id]);
    const moved = await bulkVideos({ ctx, input: { action: "move", ids: [a._id, b._id], week: 4 } });
    expect(moved.updated.sort()).toEqual([a._id, b._id].sort());
    const week4 = await listVideos({
      ctx,
      input: { programId: program.id, week: 4, status: "published", limit: 10 },
    });
    expect(week4.data.map((v) => v._id).sort()).toEqual([a._id, b._id].sort());

    await bulkVideos({ ctx, input: { action: "archive", ids: [a._id, b._id] } });
    expect(
      (await listVideos({ ctx, input: { programId: program.id, status: "all", limit: 10 } })).data,
    ).toEqual([]);
    await bulkVideos({ ctx, input: { action: "restore", ids: [a._id, b._id] } });
    expect(
      (await listVideos({ ctx, input: { programId: program.id, status: "all", limit: 10 } })).data,
    ).toHaveLength(2);
    expect(await auditOf(a._id, "video.archive")).toHaveLength(1);
  });

  it("refuses unknown ids and a move past a program's term, changing nothing", async () => {
    const program = await makeProgram([]);
    const a = await video(program.id);
    const unknown = await refusal(
      bulkVideos({ ctx, input: { action: "publish", ids: [a._id, "no-such-video"] } }),
    );
    expect(unknown.fields?.ids).toMatch(/no-such-video/);
    const far = await refusal(bulkVideos({ ctx, input: { action: "move", ids: [a._id], week: 30 } }));
    expect(far.fields?.week).toBeDefined();
  });
});

describe("listVideos", () => {
  it("filters by program, week, source, status and search, in cursor pages", async () => {
    const program = await makeProgram([]);
    const marker = uniqueId("m").replace("-", "");
    for (const week of [1, 2, 3]) await video(program.id, { week, title: `${marker} plie week ${week}` });
    await video(program.id, { week: 2, title: `${marker} jump`, status: "published" });

    const first = await listVideos({ ctx, input: { programId: program.id, status: "all", limit: 2 } });
    expect(first.data.map((v) => v.week)).toEqual([1, 2]);
    expect(first.nextCursor).not.toBeNull();
    const second = await listVideos({
      ctx,
      input: { programId: program.id, status: "all", limit: 2, cursor: first.nextCursor! },
    });
    expect(second.data.map((v) => v.week)).toEqual([2, 3]);
    expect(second.nextCursor).toBeNull();

    const search = await listVideos({ ctx, input: { status: "all", q: `${marker} pli`, limit: 10 } });
    expect(search.data).toHaveLength(3);
    const published = await listVideos({
      ctx,
      input: { programId: program.id, status: "published", limit: 10 },
    });
    expect(published.data.map((v) => v.title)).toEqual([`${marker} jump`]);
    const uploads = await listVideos({
      ctx,
      input: { programId: program.id, source: "upload", status: "all", limit: 10 },
    });
    expect(uploads.data).toEqual([]);
  });
});
