import type { Timestamp } from "firebase-admin/firestore";
import { collections, existingDoc, existingDocs } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { STUDENT_WATCH_MAX, type StudentWatchRow } from "../shared/video-watch.schema";
import { toVideos } from "./videos.repository";
import { latestPlaysOf } from "./video-progress";

const iso = (t: unknown) => (t as Timestamp | null | undefined)?.toDate().toISOString() ?? null;

/** `GET /api/students/:id/watch`: the videos a student started, newest first, with when they watched them. */
export async function listStudentWatch({
  ctx,
  input,
}: HandlerArgs<{ id: string }>): Promise<StudentWatchRow[]> {
  await existingDoc(collections.students.ref(input.id), "No such student.");
  const plays = await latestPlaysOf(input.id, STUDENT_WATCH_MAX);
  const videoDocs = await existingDocs(
    "videos",
    plays.map((p) => String(p.get("videoId"))),
  );
  const videos = new Map((await toVideos([...videoDocs.values()], ctx.now)).map((v) => [v._id, v]));
  return plays.map((p) => {
    const video = videos.get(String(p.get("videoId")));
    return {
      videoId: String(p.get("videoId")),
      title: video?.title ?? "A deleted video",
      programName: video?.programName ?? null,
      week: video?.week ?? null,
      startedAt: iso(p.get("startedAt"))!,
      watchedAt: iso(p.get("watchedAt")),
    };
  });
}
