import { createWithAudit } from "../lib/audited-write";
import { assertExist } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Video, VideoFields } from "../shared/video.schema";
import { videoDocument } from "./video-document";
import { assertWeekInTerm, placeOf, programTerm, toVideos, uploadedUrls } from "./videos.repository";

/**
 * POST /api/videos: the program must exist and the week be one of its term's, the groups must
 * exist, and an upload (and its poster) must be stored where the input says.
 */
export async function createVideo({ ctx, input }: HandlerArgs<VideoFields>): Promise<Video> {
  const program = await programTerm(input.programId);
  assertWeekInTerm(input.week, program);
  await assertExist("groups", input.groupIds, "groupIds");
  const [place, urls] = await Promise.all([placeOf(program), uploadedUrls(input)]);
  const ref = await createWithAudit(
    ctx.actor,
    "videos",
    { ...videoDocument(input, place, urls), archived: false },
    {
      action: "video.create",
      details: {
        title: input.title,
        programId: input.programId,
        week: input.week,
        source: input.source.kind,
      },
    },
  );
  return (await toVideos([await ref.get()], ctx.now))[0]!;
}
