import { IMAGE_TYPES, type ImageType } from "@shared/storage-path.schema";
import { loadFirebaseUser } from "./auth/load-firebase-user";

/** Why a picked file was not uploaded, in words for the person who picked it. */
export class UploadRefused extends Error {}

/** The file's problem before any upload, or null when storage.rules would take it. */
export function imageProblem(file: File, maxBytes: number): string | null {
  if (!(file.type in IMAGE_TYPES)) return "Choose a PNG, JPEG or WebP image.";
  if (file.size > maxBytes) return `Choose an image of at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}

/** A random name with the type's extension, so a new upload never overwrites a cached old one. */
function randomName(type: ImageType): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}.${IMAGE_TYPES[type]}`;
}

/**
 * Uploads an image to `folder` (ending in "/") with the Storage web SDK and reports progress
 * (0 to 1); resolves to the stored path, which the caller then hands to the API. Storage and
 * Firebase Auth load here, on first use: the rules check the Firebase user's token, so it must be
 * signed in (it is, restored from its own storage, whenever the console session is).
 */
export async function uploadImage(
  folder: string,
  file: File,
  maxBytes: number,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const problem = imageProblem(file, maxBytes);
  if (problem) throw new UploadRefused(problem);
  const [{ storage, ref, uploadBytesResumable }, { currentFirebaseUser }] = await Promise.all([
    import("./storage"),
    loadFirebaseUser(),
  ]);
  if (!(await currentFirebaseUser())) throw new UploadRefused("Sign in again to upload images.");
  const path = `${folder}${randomName(file.type as ImageType)}`;
  const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
  await new Promise<void>((resolve, reject) => {
    task.on(
      "state_changed",
      (snap) => onProgress(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
      reject,
      resolve,
    );
  });
  onProgress(1);
  return path;
}
