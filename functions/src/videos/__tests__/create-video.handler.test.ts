import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeGroup, makeProgram, uniqueId } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { schoolSettings } from "../../lib/school-settings";
import { createVideoSchema, type CreateVideoInput } from "../../shared/video.schema";
import { createVideo } from "../create-video.handler";
import { getVideo } from "../get-video.handler";
import { weekReleaseAt } from "../video-document";

/** Before week 3 of the winter term 2027 (which starts Monday 18 Jan). */
const NOW = new Date("2027-01-14T15:00:00Z");
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

const input = (fields: Partial<CreateVideoInput> & Pick<CreateVideoInput, "programId">) =>
  createVideoSchema.parse({
    title: `Video ${uniqueId("v")}`,
    week: 3,
    source: { kind: "link", url: YOUTUBE },
    ...fields,
  });

describe("createVideo", () => {
  it("stores a link with its embed, the computed release and an audit entry", async () => {
    const program = await makeProgram([]);
    const v = await createVideo({
      ctx: testContext("staff", NOW),
      input: input({ programId: program.id, status: "published" }),
    });
    const { timeZone } = (await schoolSettings()).school;
    expect(v).toMatchObject({
      programId: program.id,
      programName: program.name,
      week: 3,
      status: "published",
      archived: false,
      releaseOverridden: false,
      released: false,
      source: {
        kind: "link",
        provider: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      },
    });
    expect(v.releaseAt).toBe(weekReleaseAt("2027-01-04", 3, timeZone).toISOString());
    // After its week starts it is released.
    const later = await getVideo({
      ctx: testContext("staff", new Date("2027-01-19T12:00:00Z")),
      input: { id: v._id },
    });
    expect(later.released).toBe(true);
    const audit = await auditOf(v._id, "video.create");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { uid: "test-staff" }, details: { week: 3, source: "link" } });
  });

  it("keeps a release set by hand", async () => {
    const program = await makeProgram([]);
    const v = await createVideo({
      ctx: testContext("admin", NOW),
      input: input({ programId: program.id, releaseAt: "2027-01-10T12:00:00Z", status: "published" }),
    });
    expect(v).toMatchObject({
      releaseAt: "2027-01-10T12:00:00.000Z",
      releaseOverridden: true,
      released: true,
    });
  });

  it("refuses a week outside the program's term, naming week", async () => {
    const program = await makeProgram([]); // 4 Jan to 26 Mar 2027: 12 weeks
    const err = await refusal(
      createVideo({ ctx: testContext(), input: input({ programId: program.id, week: 13 }) }),
    );
    expect(err.status).toBe(400);
    expect(err.fields?.week).toMatch(/12 weeks/);
  });

  it("refuses an unknown program and unknown groups, naming each", async () => {
    const unknownProgram = await refusal(
      createVideo({ ctx: testContext(), input: input({ programId: uniqueId("nope") }) }),
    );
    expect(unknownProgram.fields?.programId).toMatch(/Unknown program/);
    const program = await makeProgram([]);
    const group = await makeGroup();
    const err = await refusal(
      createVideo({
        ctx: testContext(),
        input: input({ programId: program.id, groupIds: [group.id, "no-such-group"] }),
      }),
    );
    expect(err.fields?.groupIds).toMatch(/no-such-group/);
  });

  it("refuses an upload path with nothing stored there", async () => {
    const program = await makeProgram([]);
    const err = await refusal(
      createVideo({
        ctx: testContext(),
        input: input({
          programId: program.id,
          source: { kind: "upload", path: `videos/${uniqueId("missing")}.webm` },
        }),
      }),
    );
    expect(err.status).toBe(400);
    expect(err.fields?.["source.path"]).toMatch(/Upload the video first/);
  });

  it("answers 404 for an unknown id", async () => {
    const err = await refusal(getVideo({ ctx: testContext(), input: { id: uniqueId("nope") } }));
    expect(err.status).toBe(404);
  });
});
