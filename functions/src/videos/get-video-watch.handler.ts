import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { VideoWatchSummary } from "../shared/video-watch.schema";
import { watchCounts } from "./video-progress";

/** `GET /api/videos/:id/watch`: how many students started the video and watched it to 90%. */
export async function getVideoWatch({ input }: HandlerArgs<{ id: string }>): Promise<VideoWatchSummary> {
  await existingDoc(collections.videos.ref(input.id), "No such video.");
  return { videoId: input.id, ...(await watchCounts(input.id)) };
}
