import { randomUUID } from "node:crypto";
import { getStorage } from "firebase-admin/storage";
import { badRequest } from "./http-error";

/** The default bucket's file at `path` (the emulator's when FIREBASE_STORAGE_EMULATOR_HOST is set). */
const fileAt = (path: string) => getStorage().bucket().file(path);
/** The part of a file's metadata read here. */
interface FileMetadata {
  contentType?: string;
  metadata?: { firebaseStorageDownloadTokens?: unknown };
}

/**
 * The download URL of an image the browser uploaded to `path`, or a 400 naming `field` when there
 * is no image there. The browser uploads (storage.rules decide who may write where); the API
 * checks what it is told and keeps the URL, so the header, chat and presence show the picture with
 * a plain <img> and no Storage SDK, and a student's chat shows a staff photo the rules would not
 * let the student read. The URL's token, not the rules, grants the read: it is made here, never
 * taken from the browser, so no one can store a link to somewhere else.
 */
export async function uploadedImageUrl(path: string, field: string): Promise<string> {
  return uploadedFileUrl(path, field, "image");
}

const KIND_WORDS = { image: "an image", video: "a video" } as const;

/**
 * The download URL of a file of `kind` (its content type `image/*` or `video/*`) the browser
 * uploaded to `path`, or a 400 naming `field` when there is no such file there.
 */
export async function uploadedFileUrl(path: string, field: string, kind: "image" | "video"): Promise<string> {
  const file = fileAt(path);
  let metadata: FileMetadata;
  try {
    [metadata] = (await file.getMetadata()) as [FileMetadata, ...unknown[]];
  } catch (err) {
    if ((err as { code?: number }).code !== 404) throw err;
    throw badRequest("No such upload.", {
      [field]: `Upload the ${kind} first: nothing is stored at that path.`,
    });
  }
  if (!metadata.contentType?.startsWith(`${kind}/`)) {
    throw badRequest(`Not ${KIND_WORDS[kind]}.`, { [field]: `That file is not ${KIND_WORDS[kind]}.` });
  }
  // The web SDK gives every upload a download token; a file put there another way (the Admin SDK,
  // gsutil) has none until one is set.
  let token = String(metadata.metadata?.firebaseStorageDownloadTokens ?? "").split(",")[0];
  if (!token) {
    token = randomUUID();
    await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  }
  return downloadUrl(file.bucket.name, path, token);
}

/**
 * The Firebase download URL, as firebase-admin's getDownloadURL() makes it. That function first
 * reads the token through the Firebase endpoint, which the Storage emulator guards with the rules
 * for any caller but its "owner" (a credential the Admin SDK does not send there); the token is in
 * the metadata read above already.
 */
function downloadUrl(bucket: string, path: string, token: string): string {
  const endpoint = process.env.STORAGE_EMULATOR_HOST || "https://firebasestorage.googleapis.com";
  return `${endpoint}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

/**
 * Removes a file the API no longer points at (a replaced or removed photo or logo). Best effort:
 * the save has happened, and a file left behind costs a few kilobytes, not a wrong answer.
 */
export async function removeStoredFile(path: string | null | undefined): Promise<void> {
  if (!path) return;
  await fileAt(path)
    .delete({ ignoreNotFound: true })
    .catch(() => undefined);
}
