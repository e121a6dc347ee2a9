import { existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Video } from "../shared/video.schema";
import { toVideos, videoRef } from "./videos.repository";

/** GET /api/videos/:id (archived ones too: the edit page restores them). */
export async function getVideo({ ctx, input }: HandlerArgs<{ id: string }>): Promise<Video> {
  const snap = await existingDoc(videoRef(input.id), "No such video.");
  return (await toVideos([snap], ctx.now))[0]!;
}
