import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import type { VideoProgressInput } from "../shared/me-practice.schema";
import { recordProgress, releasedVideoFor } from "./video-progress";

/**
 * `POST /api/me/videos/:id/progress`: a player's report for the student (a guardian's plays count
 * for the child they chose). A video not released to the student is a 404 and nothing is written;
 * writes are bounded to one a minute per video and student (video-progress.ts).
 */
export async function recordVideoProgress({
  ctx,
  input,
}: HandlerArgs<VideoProgressInput & { id: string }, StudentContext>): Promise<void> {
  const { id, ...report } = input;
  const video = await releasedVideoFor(id, ctx.student, ctx.now);
  await recordProgress(video, ctx.student.id, report, ctx.now);
}
