import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import type { ListMyVideosQuery, MyVideo, Video } from "../shared/video.schema";
import { toVideos } from "./videos.repository";

/** What a student is shown of a video (no paths, groups, status or audit fields). */
function myVideoOf(v: Video): MyVideo {
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
 * `GET /api/me/videos`: the library's videos of the student's programs that are published, not
 * archived and released (at the request's now), newest release first. A video for chosen groups
 * (`groupIds`) shows only to students in one of them; one for no group, to the whole program.
 * One indexed query (videos: archived, status, programId IN, releaseAt DESC); the group check is
 * made on each page, so a page may hold fewer than `limit` and still have a next one.
 */
export async function listMyVideos({
  ctx,
  input,
}: HandlerArgs<ListMyVideosQuery, StudentContext>): Promise<ListPage<MyVideo>> {
  // `in` takes 30 values; a student in more than 30 programs is not real.
  const programs = ctx.student.programIds.slice(0, 30);
  if (programs.length === 0) return { data: [], nextCursor: null };
  const query = collections.videos
    .col()
    .where("archived", "==", false)
    .where("status", "==", "published")
    .where("programId", "in", programs)
    .where("releaseAt", "<=", Timestamp.fromDate(ctx.now))
    .orderBy("releaseAt", "desc")
    .orderBy(FieldPath.documentId(), "desc");
  const page = await pageOf(query, {
    ...input,
    collection: "videos",
    scope: cursorScope("me/videos", ctx.actor.sub, input),
  });
  const groups = new Set(ctx.student.groupIds);
  const mine = page.docs.filter((d) => {
    const groupIds = (d.get("groupIds") as string[] | undefined) ?? [];
    return groupIds.length === 0 || groupIds.some((g) => groups.has(g));
  });
  const videos = await toVideos(mine, ctx.now);
  return { data: videos.filter((v) => v.released).map(myVideoOf), nextCursor: page.nextCursor };
}
