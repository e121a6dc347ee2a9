import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { notFound } from "../lib/http-error";
import type { StudentScope } from "../lib/handler-context";
import {
  PROGRESS_WRITE_INTERVAL_MS,
  WATCHED_RATIO,
  type VideoProgressInput,
  type WatchState,
} from "../shared/me-practice.schema";
import { videoReleaseState } from "../shared/video.schema";
import { docToJson } from "../lib/serialize";
import { forStudentsGroups } from "./list-my-videos.handler";

/**
 * How far each student watched each video: `videoProgress/{videoId}:{studentId}`, written by the
 * API only (the rules deny browsers). `startedAt` is the first play, `watchedAt` the first time
 * the player reached 90%; `watched` is stored beside it so staff's count is an equality query.
 * Not audited: it is what a player reports, not a change anyone made to the school's records.
 */
export const progressId = (videoId: string, studentId: string) => `${videoId}:${studentId}`;
const progressRef = (videoId: string, studentId: string) =>
  collections.videoProgress.ref(progressId(videoId, studentId));

/** The video, if it is released to this student now; otherwise the same 404 as a missing one. */
export async function releasedVideoFor(videoId: string, student: StudentScope, now: Date) {
  const snap = await collections.videos.ref(videoId).get();
  const released =
    snap.exists &&
    student.programIds.includes(String(snap.get("programId"))) &&
    forStudentsGroups(snap, student) &&
    videoReleaseState(docToJson<{ status?: unknown; releaseAt?: string }>(snap), now) === "released";
  if (!released) throw notFound("No such video.");
  return snap;
}

/** What the write of one report is: nothing, or the fields to set. */
export function progressWrite(
  stored: DocumentSnapshot | null,
  input: VideoProgressInput,
  now: Date,
): Record<string, unknown> | null {
  const reached = input.position >= input.duration * WATCHED_RATIO;
  const at = Timestamp.fromDate(now);
  const position = { position: input.position, duration: input.duration, updatedAt: at };
  if (!stored?.exists) {
    return { ...position, startedAt: at, watched: reached, watchedAt: reached ? at : null };
  }
  const newlyWatched = reached && stored.get("watched") !== true;
  const last = (stored.get("updatedAt") as Timestamp | undefined)?.toMillis() ?? 0;
  // The bound: one write a minute per video and student. A milestone (the first 90%) is written
  // whenever it comes, so a short video watched to the end inside its first minute still counts;
  // it happens once, so the bound stays one a minute plus two in all.
  if (!newlyWatched && now.getTime() - last < PROGRESS_WRITE_INTERVAL_MS) return null;
  return { ...position, ...(newlyWatched && { watched: true, watchedAt: at }) };
}

/** Records one report in a transaction (two reports at once make one write, not two). */
export async function recordProgress(
  video: DocumentSnapshot,
  studentId: string,
  input: VideoProgressInput,
  now: Date,
): Promise<boolean> {
  const ref = progressRef(video.id, studentId);
  return db().runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    const fields = progressWrite(stored, input, now);
    if (!fields) return false;
    const key = { videoId: video.id, studentId, programId: String(video.get("programId")) };
    tx.set(ref, { ...key, ...fields }, { merge: true });
    return true;
  });
}

/** A student's watch state of every video they started (at most `limit`), by video id. */
export async function watchStatesOf(studentId: string, limit = 1000): Promise<Map<string, WatchState>> {
  const snap = await collections.videoProgress.col().where("studentId", "==", studentId).limit(limit).get();
  return new Map(
    snap.docs.map((d) => [String(d.get("videoId")), d.get("watched") === true ? "watched" : "started"]),
  );
}

/** How many students started a video, and how many watched it to 90% (two count() queries). */
export async function watchCounts(videoId: string) {
  const q = collections.videoProgress.col().where("videoId", "==", videoId);
  const [started, watched] = await Promise.all([
    q.count().get(),
    q.where("watched", "==", true).count().get(),
  ]);
  return { started: started.data().count, watched: watched.data().count };
}

/** A student's latest plays, newest start first (index: videoProgress studentId, startedAt DESC). */
export async function latestPlaysOf(studentId: string, limit: number) {
  return (
    await collections.videoProgress
      .col()
      .where("studentId", "==", studentId)
      .orderBy("startedAt", "desc")
      .limit(limit)
      .get()
  ).docs;
}
