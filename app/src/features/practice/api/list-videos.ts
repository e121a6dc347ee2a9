import type { MyPracticeProgram, MyPracticeVideo } from "@shared/me-practice.schema";
import { meRoutes } from "@shared/me.routes";
import { apiCall } from "@/lib/api-call";
import { useMeData } from "@/lib/use-me-data";
import type { ProgressEvent } from "../watch-progress";

/** `GET /api/me/practice`: the student's programs by week, with the released videos and what was watched. */
export const usePractice = () => useMeData(meRoutes.practice, {});

/** A released video of the practice answer, by id. */
export function findVideo(
  programs: MyPracticeProgram[],
  id: string | undefined,
): MyPracticeVideo | undefined {
  for (const p of programs) for (const w of p.weeks) for (const v of w.videos) if (v._id === id) return v;
  return undefined;
}

/** `POST /api/me/videos/:id/progress`: started, or watched to 90% (204). */
export const postProgress = (videoId: string, body: ProgressEvent) =>
  apiCall(meRoutes.videoProgress, { params: { id: videoId }, body });
