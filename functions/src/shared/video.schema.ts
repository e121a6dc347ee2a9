import { z } from "zod";
import { docIdSchema } from "./id.schema";
import { TERM_WEEKS_MAX } from "./school-calendar";
import { videoPathSchema, videoPosterPathSchema } from "./storage-path.schema";
import { requiredText } from "./text-fields.schema";

/**
 * The video library: the record the API answers with, and the input schemas the API
 * validates with and the console's forms resolve with (one schema, so both name the same fields).
 * A video is a file uploaded to Cloud Storage or a link (YouTube through youtube-nocookie.com,
 * Vimeo, or a direct https video file). It belongs to one week of one program and is released at
 * the start of that week in the school's zone, unless its release is set by hand.
 */

export const VIDEO_STATUSES = ["draft", "published"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export const VIDEO_SOURCE_KINDS = ["upload", "link"] as const;
export type VideoSourceKind = (typeof VIDEO_SOURCE_KINDS)[number];
/** The list's status filter: `all` is everything not archived. */
export const VIDEO_LIST_STATUSES = ["all", "draft", "published", "archived"] as const;
export type VideoListStatus = (typeof VIDEO_LIST_STATUSES)[number];

export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_GROUPS_MAX = 30;
export const VIDEO_DURATION_MAX = 24 * 3600;
export const VIDEO_URL_MAX = 2000;
/** Videos one bulk action may change. */
export const VIDEO_BULK_MAX = 100;

export type VideoLinkProvider = "youtube" | "vimeo" | "file";
export interface VideoLink {
  provider: VideoLinkProvider;
  /** What the console embeds: an iframe's src for YouTube and Vimeo, a <video>'s for a file. */
  embedUrl: string;
}

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const VIDEO_FILE_EXTENSION = /\.(mp4|webm|mov|m4v)$/i;

function youtubeId(url: URL): string | null {
  const parts = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "youtu.be") return parts[0] ?? null;
  if (parts[0] === "watch") return url.searchParams.get("v");
  if (parts[0] && ["embed", "shorts", "live", "v"].includes(parts[0])) return parts[1] ?? null;
  return null;
}

/**
 * What a pasted link plays as, or null when it is not one we embed: YouTube (any of its usual
 * addresses, played from the privacy-enhanced youtube-nocookie.com), Vimeo (public or unlisted),
 * or an https address of a video file. Only https, no credentials in the address.
 */
export function videoLinkOf(raw: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    return id && YOUTUBE_ID.test(id)
      ? { provider: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if (host === "vimeo.com" || host === "www.vimeo.com" || host === "player.vimeo.com") {
    const parts = url.pathname.split("/").filter(Boolean);
    const [id, hash] = host === "player.vimeo.com" ? [parts[1], url.searchParams.get("h")] : parts;
    if (host === "player.vimeo.com" && parts[0] !== "video") return null;
    if (!id || !VIMEO_ID.test(id)) return null;
    const h = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : "";
    return { provider: "vimeo", embedUrl: `https://player.vimeo.com/video/${id}${h}` };
  }
  if (VIDEO_FILE_EXTENSION.test(url.pathname)) return { provider: "file", embedUrl: url.toString() };
  return null;
}

export const VIDEO_LINK_REFUSED =
  "Paste a YouTube or Vimeo link, or an https address of a video file (.mp4, .webm, .mov).";

export const videoSourceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("upload"), path: videoPathSchema }),
    z.object({
      kind: z.literal("link"),
      url: z
        .string({ error: VIDEO_LINK_REFUSED })
        .trim()
        .max(VIDEO_URL_MAX, `At most ${VIDEO_URL_MAX} characters.`)
        .refine((url) => videoLinkOf(url) !== null, VIDEO_LINK_REFUSED),
    }),
  ],
  { error: "Upload a file or paste a link." },
);

const isoDateTime = z.iso.datetime({ offset: true, error: "Enter a valid date and time." });

/** The fields a video form edits. `releaseAt` null: released at the start of its week. */
export const videoFieldsSchema = z.object({
  title: requiredText("Enter a title.", VIDEO_TITLE_MAX),
  description: z
    .string({ error: "Enter text." })
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, `At most ${VIDEO_DESCRIPTION_MAX} characters.`)
    .default(""),
  programId: z.string({ error: "Choose a program." }).min(1, "Choose a program.").pipe(docIdSchema),
  week: z
    .number({ error: "Choose a week." })
    .int("Choose a week.")
    .min(1, "Weeks start at 1.")
    .max(TERM_WEEKS_MAX, `At most week ${TERM_WEEKS_MAX}.`),
  source: videoSourceSchema,
  durationSeconds: z
    .number({ error: "Enter a duration in seconds." })
    .int("Whole seconds.")
    .min(0, "0 or more.")
    .max(VIDEO_DURATION_MAX, "At most 24 hours.")
    .nullable()
    .default(null),
  posterPath: videoPosterPathSchema.nullable().default(null),
  groupIds: z
    .array(docIdSchema)
    .max(VIDEO_GROUPS_MAX, `At most ${VIDEO_GROUPS_MAX} groups.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each group may be chosen once.")
    .default([]),
  status: z.enum(VIDEO_STATUSES, { error: "Choose draft or published." }).default("draft"),
  releaseAt: isoDateTime.nullable().default(null),
});

export const createVideoSchema = videoFieldsSchema.strict();
export type CreateVideoInput = z.input<typeof createVideoSchema>;
export type VideoFields = z.output<typeof createVideoSchema>;

export const updateVideoSchema = videoFieldsSchema.partial().strict();
export type UpdateVideoInput = z.input<typeof updateVideoSchema>;
export type UpdateVideoFields = z.output<typeof updateVideoSchema>;

/** GET /api/videos */
export const listVideosSchema = z.object({
  programId: docIdSchema.optional(),
  week: z.coerce
    .number({ error: "Choose a week." })
    .int("Choose a week.")
    .min(1, "Weeks start at 1.")
    .max(TERM_WEEKS_MAX, `At most week ${TERM_WEEKS_MAX}.`)
    .optional(),
  source: z.enum(VIDEO_SOURCE_KINDS, { error: "Choose upload or link." }).optional(),
  status: z.enum(VIDEO_LIST_STATUSES, { error: "Choose all, draft, published or archived." }).default("all"),
  q: z.string().trim().max(60, "At most 60 characters.").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(500).optional(),
});
export type ListVideosQuery = z.infer<typeof listVideosSchema>;

export const BULK_VIDEO_ACTIONS = ["publish", "unpublish", "move", "archive", "restore"] as const;
export type BulkVideoAction = (typeof BULK_VIDEO_ACTIONS)[number];

/** POST /api/videos/bulk: one action over chosen videos; `move` names the week. */
export const bulkVideosSchema = z
  .object({
    action: z.enum(BULK_VIDEO_ACTIONS, { error: "Choose publish, unpublish, move, archive or restore." }),
    ids: z
      .array(docIdSchema, { error: "Choose at least one video." })
      .min(1, "Choose at least one video.")
      .max(VIDEO_BULK_MAX, `At most ${VIDEO_BULK_MAX} at once.`),
    week: videoFieldsSchema.shape.week.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.action === "move" && v.week === undefined)
      ctx.addIssue({ code: "custom", path: ["week"], message: "Choose the week to move to." });
  });
export type BulkVideosInput = z.infer<typeof bulkVideosSchema>;

export interface BulkVideosResult {
  action: BulkVideoAction;
  /** The videos changed (those already in the asked state are left as they were). */
  updated: string[];
}

export type VideoSource =
  | { kind: "upload"; path: string; url: string | null }
  | { kind: "link"; url: string; provider: VideoLinkProvider; embedUrl: string };

/** Where a video stands for students: not out (draft), waiting for its release, out, or archived. */
export type VideoReleaseState = "draft" | "scheduled" | "released" | "archived";

/** A video's release state at `now` (a stored video without a release counts from its publication). */
export function videoReleaseState(
  v: { status?: unknown; archived?: unknown; releaseAt?: string | null },
  now: Date,
): VideoReleaseState {
  if (v.archived === true) return "archived";
  if (v.status !== "published") return "draft";
  return v.releaseAt && Date.parse(v.releaseAt) > now.getTime() ? "scheduled" : "released";
}

export interface Video {
  _id: string;
  title: string;
  description: string;
  programId: string;
  /** The program's name when it still exists. */
  programName: string | null;
  week: number;
  source: VideoSource;
  durationSeconds: number | null;
  posterPath: string | null;
  posterUrl: string | null;
  groupIds: string[];
  status: VideoStatus;
  archived: boolean;
  /** When students may see it: the start of its week in the school's zone, or set by hand. */
  releaseAt: string;
  releaseOverridden: boolean;
  /** Published and its release has come (at the request's now). */
  released: boolean;
  releaseState: VideoReleaseState;
  createdAt?: string;
  updatedAt?: string;
}

/** A video's title from a file's name: "week-3_turns.mp4" -> "week 3 turns". */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return (base || "Untitled video").slice(0, VIDEO_TITLE_MAX);
}

/** GET /api/me/videos: the student's released videos, newest release first, in cursor pages. */
export const listMyVideosSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListMyVideosQuery = z.output<typeof listMyVideosSchema>;

/** A released video as a student sees it: what to play, nothing of how the library is kept. */
export const myVideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  programId: z.string(),
  programName: z.string().nullable(),
  week: z.number().int(),
  durationSeconds: z.number().nullable(),
  posterUrl: z.string().nullable(),
  releaseAt: z.string(),
  /** A link plays in its provider's embed; an upload plays from its download URL. */
  play: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("link"),
      provider: z.enum(["youtube", "vimeo", "file"]),
      embedUrl: z.string(),
    }),
    z.object({ kind: z.literal("upload"), url: z.string().nullable() }),
  ]),
});
export type MyVideo = z.output<typeof myVideoSchema>;
