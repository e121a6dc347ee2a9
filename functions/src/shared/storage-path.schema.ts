import { z } from "zod";

/**
 * Where the browser uploads files to Cloud Storage (storage.rules) and the paths the API accepts
 * back: one name under a fixed folder, without "..", slashes or odd characters, so a path the
 * API stores can only name a file the rules let its owner write.
 */
export const STORAGE_FOLDERS = {
  profilePhotos: (uid: string) => `profile-photos/${uid}/`,
  schoolLogo: "school/logo/",
  bugScreenshots: (uid: string) => `bug-reports/${uid}/`,
  /** The video library's uploaded files: staff and admins write them. */
  videos: "videos/",
  /** The poster frame of an uploaded video, captured in the browser. */
  videoPosters: "video-posters/",
  /** A chat message's attachment: in the chat's folder, under the sender's own uid. */
  chatAttachments: (chatId: string, uid: string) => `chats/${chatId}/${uid}/`,
} as const;

/** The image types storage.rules accepts, with the extension an upload gets. */
export const IMAGE_TYPES = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const BUG_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCHOOL_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The video types storage.rules accepts in the library, with the extension an upload gets. */
export const VIDEO_TYPES = { "video/mp4": "mp4", "video/webm": "webm", "video/quicktime": "mov" } as const;
export type VideoType = keyof typeof VIDEO_TYPES;
/** The largest library upload, stated on the upload screen and enforced by storage.rules. */
export const VIDEO_MAX_BYTES = 250 * 1024 * 1024;
export const VIDEO_POSTER_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What a chat message may carry: a web image (shown inline), a PDF or a short video
 * (shown as a download chip). storage.rules enforces the same types and size; SVG is left out on
 * purpose (a script-carrying file opened from its URL). The extension is the one an upload gets.
 */
export const CHAT_ATTACHMENT_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/pdf": "pdf",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
} as const;
export type ChatAttachmentType = keyof typeof CHAT_ATTACHMENT_TYPES;
/** The largest chat attachment, stated next to the composer and enforced by storage.rules. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export function isChatAttachmentType(type: string): type is ChatAttachmentType {
  return Object.hasOwn(CHAT_ATTACHMENT_TYPES, type);
}

const IMAGE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(png|jpg|webp)$/;
const VIDEO_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(mp4|webm|mov)$/;
/** One folder segment: a Firebase uid is letters and digits (up to 128), nothing else. */
const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

/** A path of one file under `prefix` followed by `segments` more folder segments (a uid, say). */
function storagePathSchema(prefix: string, segments: number, message: string, fileName = IMAGE_FILE_NAME) {
  return z
    .string({ error: message })
    .max(300, message)
    .refine((path) => {
      if (!path.startsWith(prefix)) return false;
      const parts = path.slice(prefix.length).split("/");
      const file = parts.pop() ?? "";
      return parts.length === segments && parts.every((p) => SEGMENT.test(p)) && fileName.test(file);
    }, message);
}

/** `profile-photos/{uid}/<name>.<ext>`: the API checks the uid is the caller's. */
export const profilePhotoPathSchema = storagePathSchema(
  "profile-photos/",
  1,
  "Upload a photo first (a path under profile-photos/).",
);

/** `school/logo/<name>.<ext>` */
export const schoolLogoPathSchema = storagePathSchema(
  STORAGE_FOLDERS.schoolLogo,
  0,
  "Upload the logo first (a path under school/logo/).",
);

/** `bug-reports/{uid}/<name>.<ext>`: a screenshot a student attaches; the API checks the uid is theirs. */
export const bugScreenshotPathSchema = storagePathSchema(
  "bug-reports/",
  1,
  "Upload the screenshot first (a path under bug-reports/).",
);

/** `videos/<name>.<mp4|webm|mov>`: a library upload. */
export const videoPathSchema = storagePathSchema(
  STORAGE_FOLDERS.videos,
  0,
  "Upload the video first (a path under videos/).",
  VIDEO_FILE_NAME,
);

/** `video-posters/<name>.<ext>`: a video's poster frame. */
export const videoPosterPathSchema = storagePathSchema(
  STORAGE_FOLDERS.videoPosters,
  0,
  "Upload the poster first (a path under video-posters/).",
);
