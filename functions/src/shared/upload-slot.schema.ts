import { z } from "zod";
import { docIdSchema } from "./id.schema";
import {
  BUG_SCREENSHOT_MAX_BYTES,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  IMAGE_TYPES,
  PROFILE_PHOTO_MAX_BYTES,
  SCHOOL_LOGO_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_POSTER_MAX_BYTES,
  VIDEO_TYPES,
} from "./storage-path.schema";

/**
 * Upload slots: every file the browser puts in Cloud Storage needs one, asked of the API first
 * (`POST /api/uploads`, students `POST /api/me/uploads`). The API answers the path to upload to,
 * named after the slot; storage.rules let the caller write that one path, once, with the declared
 * type and at most the declared size, while the slot lasts. Slots are counted per person, so one
 * account cannot fill the bucket.
 */

/** How long a slot may be used: long enough for a 250 MB video on a slow line, paused a while. */
export const UPLOAD_SLOT_HOURS = 24;
/** At most this many slots per person within UPLOAD_SLOT_HOURS. */
export const UPLOAD_SLOTS_MAX = 200;
/** At most this many bytes declared per person within UPLOAD_SLOT_HOURS: staff upload the videos. */
export const UPLOAD_BYTES_MAX = { staff: 5 * 1024 ** 3, student: 200 * 1024 ** 2 } as const;

const MB = 1024 * 1024;

function typeOf<T extends Record<string, string>>(types: T, error: string) {
  return z.enum(Object.keys(types) as [keyof T & string, ...(keyof T & string)[]], { error });
}
const sizeUpTo = (max: number, what: string) =>
  z
    .number({ error: "Give the file's size in bytes." })
    .int("Give the file's size in bytes.")
    .min(1, "The file is empty.")
    .max(max, `Choose ${what} of at most ${Math.round(max / MB)} MB.`);

const IMAGE_ERROR = "Choose a PNG, JPEG or WebP image.";
const image = <K extends string>(kind: K, max: number, what: string) =>
  z.object({
    kind: z.literal(kind),
    contentType: typeOf(IMAGE_TYPES, IMAGE_ERROR),
    size: sizeUpTo(max, what),
  });

/** What a slot is asked for: the kind of file (where it goes), its type and size. */
export const createUploadSlotSchema = z.discriminatedUnion(
  "kind",
  [
    image("profile-photo", PROFILE_PHOTO_MAX_BYTES, "an image"),
    image("school-logo", SCHOOL_LOGO_MAX_BYTES, "an image"),
    image("bug-screenshot", BUG_SCREENSHOT_MAX_BYTES, "an image"),
    z.object({
      kind: z.literal("video-poster"),
      contentType: z.literal("image/jpeg", { error: "A poster is a JPEG image." }),
      size: sizeUpTo(VIDEO_POSTER_MAX_BYTES, "a poster"),
    }),
    z.object({
      kind: z.literal("video"),
      contentType: typeOf(VIDEO_TYPES, "Choose an MP4, WebM or MOV video."),
      size: sizeUpTo(VIDEO_MAX_BYTES, "a video"),
    }),
    z.object({
      kind: z.literal("chat-attachment"),
      chatId: docIdSchema,
      contentType: typeOf(
        CHAT_ATTACHMENT_TYPES,
        "Attach an image (PNG, JPEG, WebP, GIF), a PDF or a video (MP4, WebM, MOV).",
      ),
      size: sizeUpTo(CHAT_ATTACHMENT_MAX_BYTES, "a file"),
    }),
  ],
  { error: "Say what the file is for (kind)." },
);
export type CreateUploadSlotInput = z.infer<typeof createUploadSlotSchema>;
export type UploadKind = CreateUploadSlotInput["kind"];

/** The answer: where to upload, until when. */
export interface UploadSlot {
  slotId: string;
  path: string;
  expiresAt: string;
}
