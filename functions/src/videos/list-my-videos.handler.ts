import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs, StudentContext, StudentScope } from "../lib/handler-context";
import type { ListMyVideosQuery, MyVideo, Video } from "../shared/video.schema";
import { toVideos } from "./videos.repository";

/** What a student is shown of a video (no paths, groups, status or audit fields). */
export function myVideoOf(v: Video): MyVideo {
  return {
    _id: v._id,
    title: v.title,
    description: v.description,
    programId: v.programId,
    programName: v.programName,
    week: v.week,
    durationSeconds: v.durationSeconds,
    posterUrl: v.posterUrl,
    releaseAt: v.releaseAt,
    play:
      v.source.kind === "link"
        ? { kind: "link", provider: v.source.provider, embedUrl: v.source.embedUrl }
        : { kind: "upload", url: v.source.url },
  };
}

/**
 * The published, not archived videos of the student's programs released in `[from, to]`, newest
 * release first (index: videos archived, status, programId IN, releaseAt DESC). Null when the
 * student is in no program. `in` takes 30 values; a student in more than 30 programs is not real.
 */
export function releasedVideosQuery(student: StudentScope, to: Date, from?: Date): Query | null {
  const programs = student.programIds.slice(0, 30);
  if (programs.length === 0) return null;
  let q = collections.videos
    .col()
    .where("archived", "==", false)
    .where("status", "==", "published")
    .where("programId", "in", programs)
    .where("releaseAt", "<=", Timestamp.fromDate(to));
  if (from) q = q.where("releaseAt", ">=", Timestamp.fromDate(from));
  return q.orderBy("releaseAt", "desc").orderBy(FieldPath.documentId(), "desc");
}

/**
 * A video for chosen groups (`groupIds`) shows only to students in one of them; one for no group,
 * to the whole program (its program is checked by the query or the caller).
 */
export function forStudentsGroups(doc: DocumentSnapshot, student: StudentScope): boolean {
  const groupIds = (doc.get("groupIds") as string[] | undefined) ?? [];
  return groupIds.length === 0 || groupIds.some((g) => student.groupIds.includes(g));
}

/** The released videos among `docs` that the student may see, as they see them. */
export async function myVideosOf(docs: DocumentSnapshot[], student: StudentScope, now: Date) {
  const videos = await toVideos(
    docs.filter((d) => forStudentsGroups(d, student)),
    now,
  );
  return videos.filter((v) => v.released).map(myVideoOf);
}

/**
 * `GET /api/me/videos`: the library's videos of the student's programs that are published, not
 * archived and released (at the request's now), newest release first. The group check is made
 * on each page, so a page may hold fewer than `limit` and still have a next one.
 */
export async function listMyVideos({
  ctx,
  input,
}: HandlerArgs<ListMyVideosQuery, StudentContext>): Promise<ListPage<MyVideo>> {
  const query = releasedVideosQuery(ctx.student, ctx.now);
  if (!query) return { data: [], nextCursor: null };
  const page = await pageOf(query, {
    ...input,
    collection: "videos",
    scope: cursorScope("me/videos", `${ctx.actor.sub}:${ctx.student.id}`, input),
  });
  return { data: await myVideosOf(page.docs, ctx.student, ctx.now), nextCursor: page.nextCursor };
}
