import { TZDate } from "@date-fns/tz";
import { searchTokens } from "../shared/search-tokens";
import { addDays } from "../shared/school-calendar";
import { videoFieldsSchema, videoLinkOf, type VideoFields } from "../shared/video.schema";

/** What a video's release and query fields are computed from. */
export interface VideoPlace {
  /** The program's first day (a civil date): week 1 starts then. */
  programStart: string;
  /** The school's zone (settings): a week starts at midnight there. */
  timeZone: string;
}

/** Download URLs the API made for an uploaded file and its poster (stored-files.ts). */
export interface VideoFileUrls {
  fileUrl?: string | null;
  posterUrl?: string | null;
}

/** Midnight at the start of week `week` of a program, in the school's zone. */
export function weekReleaseAt(programStart: string, week: number, timeZone: string): Date {
  const [y, m, d] = addDays(programStart, (week - 1) * 7)
    .split("-")
    .map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
}

/**
 * Lists sort by program, then week, then title: one field, so every filter combination needs only
 * an index of its equality fields with this one (firestore.indexes.json).
 */
export function videoSortKey(programId: string, week: number, title: string): string {
  return `${programId}\u0001${String(week).padStart(3, "0")}\u0001${title.toLowerCase()}`;
}

/**
 * The one stored shape of a video: what the create and edit handlers and the seed
 * (through the built functions/lib) write. The input is parsed again, so no writer stores a
 * video without its defaults, and the release is computed here: the start of its program week in
 * the school's zone, unless `releaseAt` sets it. Archiving is kept by the caller (`archived`).
 */
export function videoDocument(
  input: Partial<VideoFields> & Pick<VideoFields, "title" | "programId" | "week" | "source">,
  place: VideoPlace,
  urls: VideoFileUrls = {},
) {
  const f = videoFieldsSchema.parse(input);
  const source =
    f.source.kind === "link"
      ? { kind: "link", url: f.source.url, ...videoLinkOf(f.source.url)! }
      : { kind: "upload", path: f.source.path, url: urls.fileUrl ?? null };
  return {
    title: f.title,
    titleLower: f.title.toLowerCase(),
    searchTokens: searchTokens(f.title),
    description: f.description,
    programId: f.programId,
    week: f.week,
    source,
    durationSeconds: f.durationSeconds,
    posterPath: f.posterPath,
    posterUrl: f.posterPath ? (urls.posterUrl ?? null) : null,
    groupIds: f.groupIds,
    status: f.status,
    releaseAt: f.releaseAt
      ? new Date(f.releaseAt)
      : weekReleaseAt(place.programStart, f.week, place.timeZone),
    releaseOverridden: f.releaseAt !== null,
    sortKey: videoSortKey(f.programId, f.week, f.title),
  };
}
