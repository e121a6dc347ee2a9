import { changeWithAudit } from "../lib/audited-write";
import { assertExist } from "../lib/collections";
import { patchChanges } from "../lib/field-changes";
import type { HandlerArgs } from "../lib/handler-context";
import { removeStoredFile } from "../lib/stored-files";
import type { UpdateVideoFields, Video, VideoFields } from "../shared/video.schema";
import { videoDocument } from "./video-document";
import {
  assertWeekInTerm,
  fieldsOf,
  knownUrls,
  placeOf,
  programTerm,
  toVideo,
  toVideos,
  uploadedUrls,
  videoRef,
  videoTarget,
} from "./videos.repository";

const uploadPath = (f: Pick<VideoFields, "source">) => (f.source.kind === "upload" ? f.source.path : null);

/**
 * PATCH /api/videos/:id: the patch is merged onto the stored video and the whole is checked and
 * stored again, so the release follows a move to another week (unless it was set by hand). A
 * replaced file or poster is deleted only once the video points at the new one.
 */
export async function updateVideo({
  ctx,
  input: { id, ...patch },
}: HandlerArgs<UpdateVideoFields & { id: string }>): Promise<Video> {
  if (patch.groupIds) await assertExist("groups", patch.groupIds, "groupIds");
  // The patch merges onto the video as the transaction reads it (a retried transaction merges
  // again), so two people changing different fields at once both keep their change.
  const before = await changeWithAudit(ctx.actor, videoTarget(id), async (snap) => {
    const current = toVideo(snap, ctx.now, new Map());
    const merged: VideoFields = { ...fieldsOf(current), ...patch };
    const program = await programTerm(merged.programId);
    assertWeekInTerm(merged.week, program);
    const [place, urls] = await Promise.all([placeOf(program), uploadedUrls(merged, knownUrls(current))]);
    const moved = merged.week !== current.week || merged.programId !== current.programId;
    return {
      fields: videoDocument(merged, place, urls),
      action: moved ? "video.move" : "video.update",
      details: {
        fields: Object.keys(patch),
        // The description can be long, and the video holds it: named as changed, its text left out.
        changes: patchChanges(fieldsOf(current), patch, ["description"]),
        ...(moved
          ? { from: { programId: current.programId, week: current.week }, to: { week: merged.week } }
          : {}),
      },
    };
  });
  // A replaced file or poster goes only once the committed video points at the new one.
  const current = toVideo(before, ctx.now, new Map());
  const merged: VideoFields = { ...fieldsOf(current), ...patch };
  if (uploadPath(current) !== uploadPath(merged)) await removeStoredFile(uploadPath(current));
  if (current.posterPath !== merged.posterPath) await removeStoredFile(current.posterPath);
  return (await toVideos([await videoRef(id).get()], ctx.now))[0]!;
}
