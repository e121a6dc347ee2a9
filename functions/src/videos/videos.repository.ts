import { FieldPath, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import { collections, existingDocs } from "../lib/collections";
import { badRequest } from "../lib/http-error";
import { docToJson } from "../lib/serialize";
import { schoolSettings } from "../lib/school-settings";
import { uploadedFileUrl } from "../lib/stored-files";
import { searchWords } from "../shared/search-tokens";
import { termWeekCount } from "../shared/school-calendar";
import {
  videoReleaseState,
  type ListVideosQuery,
  type Video,
  type VideoFields,
  type VideoSource,
} from "../shared/video.schema";
import type { VideoFileUrls, VideoPlace } from "./video-document";

/**
 * Every Firestore access of the video library. A list is ordered by `sortKey` (program, week,
 * title) then id; each filter is an equality (`archived`, `status`, `programId`, `week`,
 * `source.kind`) or the one array filter of search (`searchTokens`), so Firestore serves any mix
 * of them by merging the indexes of each with `sortKey` (firestore.indexes.json).
 */
export const VIDEOS = collections.videos.name;
export const videoRef = (id: string) => collections.videos.ref(id);
/** One video as a write names it (lib/audited-write.ts), with its 404 message. */
export const videoTarget = (id: string) => ({ collection: "videos", id, missing: "No such video." }) as const;

/** A program a video may belong to: its name, term and how many weeks that is. */
export interface ProgramTerm {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  weeks: number;
}

/** The program of `programId` (400 naming `programId` when there is none). */
export async function programTerm(programId: string, tx?: Transaction): Promise<ProgramTerm> {
  const ref = collections.programs.ref(programId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists)
    throw badRequest("Some fields are not valid.", { programId: `Unknown program: ${programId}.` });
  const p = collections.programs.read(snap);
  return {
    id: programId,
    name: p.name,
    startDate: p.startDate,
    endDate: p.endDate,
    weeks: termWeekCount(p.startDate, p.endDate),
  };
}

/** A week must be one of the program's term weeks: a 400 naming `field` otherwise. */
export function assertWeekInTerm(week: number, program: ProgramTerm, field = "week") {
  if (week > program.weeks)
    throw badRequest("Some fields are not valid.", {
      [field]: `${program.name} has ${program.weeks} weeks: choose week 1 to ${program.weeks}.`,
    });
}

/** Where a video of `program` is released from: its start and the school's zone. */
export async function placeOf(program: ProgramTerm): Promise<VideoPlace> {
  return { programStart: program.startDate, timeZone: (await schoolSettings()).school.timeZone };
}

type StoredVideo = Omit<Video, "programName" | "released" | "releaseState" | "archived"> & {
  archived?: boolean;
  titleLower?: unknown;
  searchTokens?: unknown;
  sortKey?: unknown;
};

/** The stored document as the API answers with it; `released` is judged at `now`. */
export function toVideo(snap: DocumentSnapshot, now: Date, programNames: Map<string, string>): Video {
  const { titleLower: _l, searchTokens: _t, sortKey: _s, ...v } = docToJson<StoredVideo>(snap);
  const archived = v.archived === true;
  const releaseState = videoReleaseState(v, now);
  return {
    ...v,
    description: v.description ?? "",
    programName: programNames.get(v.programId) ?? null,
    durationSeconds: v.durationSeconds ?? null,
    posterPath: v.posterPath ?? null,
    posterUrl: v.posterUrl ?? null,
    groupIds: v.groupIds ?? [],
    archived,
    releaseOverridden: v.releaseOverridden === true,
    released: releaseState === "released",
    releaseState,
  };
}

/** Videos as answers, with their programs' names (one batched read). */
export async function toVideos(snaps: DocumentSnapshot[], now: Date): Promise<Video[]> {
  const programs = await existingDocs(
    "programs",
    snaps.map((s) => String(s.get("programId") ?? "")).filter(Boolean),
  );
  const names = new Map([...programs].map(([id, p]) => [id, String(p.get("name") ?? id)]));
  return snaps.map((s) => toVideo(s, now, names));
}

/** A stored video as the input that would write it again (what an edit merges its patch onto). */
export function fieldsOf(video: Video): VideoFields {
  const source: VideoSource = video.source;
  return {
    title: video.title,
    description: video.description,
    programId: video.programId,
    week: video.week,
    source:
      source.kind === "upload" ? { kind: "upload", path: source.path } : { kind: "link", url: source.url },
    durationSeconds: video.durationSeconds,
    posterPath: video.posterPath,
    groupIds: video.groupIds,
    status: video.status,
    releaseAt: video.releaseOverridden ? video.releaseAt : null,
  };
}

/** The query of a list's filters; the longest search word narrows it, the rest are checked after. */
export function listQuery(filters: ListVideosQuery): { query: Query; otherWords: string[] } {
  let q: Query = collections.videos.col();
  q = q.where("archived", "==", filters.status === "archived");
  if (filters.status === "draft" || filters.status === "published")
    q = q.where("status", "==", filters.status);
  if (filters.programId) q = q.where("programId", "==", filters.programId);
  if (filters.week !== undefined) q = q.where("week", "==", filters.week);
  if (filters.source) q = q.where("source.kind", "==", filters.source);
  const [first, ...otherWords] = searchWords(filters.q ?? "").sort((a, b) => b.length - a.length);
  if (first) q = q.where("searchTokens", "array-contains", first);
  return { query: q.orderBy("sortKey").orderBy(FieldPath.documentId()), otherWords };
}

/**
 * The download URLs of a video's uploaded file and poster, made from what is stored there (a 400
 * naming the field when nothing of the right kind is). `known` holds URLs already made for the
 * same paths, so an edit that keeps the file reads nothing from Storage.
 */
export async function uploadedUrls(
  f: Pick<VideoFields, "source" | "posterPath">,
  known: {
    path?: string | null;
    url?: string | null;
    posterPath?: string | null;
    posterUrl?: string | null;
  } = {},
): Promise<VideoFileUrls> {
  const path = f.source.kind === "upload" ? f.source.path : null;
  const [fileUrl, posterUrl] = await Promise.all([
    !path
      ? null
      : path === known.path && known.url
        ? known.url
        : uploadedFileUrl(path, "source.path", "video"),
    !f.posterPath
      ? null
      : f.posterPath === known.posterPath && known.posterUrl
        ? known.posterUrl
        : uploadedFileUrl(f.posterPath, "posterPath", "image"),
  ]);
  return { fileUrl, posterUrl };
}

/** What `uploadedUrls` may reuse of a stored video. */
export function knownUrls(v: Video) {
  return {
    path: v.source.kind === "upload" ? v.source.path : null,
    url: v.source.kind === "upload" ? v.source.url : null,
    posterPath: v.posterPath,
    posterUrl: v.posterUrl,
  };
}
