import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import type { Video } from "../shared/video.schema";
import { toVideos, videoRef, videoTarget } from "./videos.repository";

/**
 * POST /api/videos/:id/archive and /restore: archiving hides a video from students and from the
 * library's lists (nothing is deleted); restoring brings it back as it was. Asking for the state
 * it is already in changes nothing and writes no audit entry.
 */
export async function setVideoArchived({
  ctx,
  input: { id, archived },
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Video> {
  await changeWithAudit(ctx.actor, videoTarget(id), (snap) =>
    (snap.get("archived") === true) === archived
      ? null
      : {
          fields: { archived },
          action: archived ? "video.archive" : "video.restore",
          details: { title: String(snap.get("title") ?? "") },
        },
  );
  return (await toVideos([await videoRef(id).get()], ctx.now))[0]!;
}
