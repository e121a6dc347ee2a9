import { IMAGE_TYPES, type ImageType } from "@shared/storage-path.schema";
import { UploadRefused, startUpload } from "./upload-task";

export { UploadRefused };

/** The file's problem before any upload, or null when storage.rules would take it. */
export function imageProblem(file: File, maxBytes: number): string | null {
  if (!(file.type in IMAGE_TYPES)) return "Choose a PNG, JPEG or WebP image.";
  if (file.size > maxBytes) return `Choose an image of at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}

/** The images uploaded through `uploadImage`: a person's photo, the school's logo. */
export type ImageKind = "profile-photo" | "school-logo";

/**
 * Uploads an image of `kind` (to the path of an upload slot) with the Storage web SDK and reports progress
 * (0 to 1); resolves to the stored path, which the caller then hands to the API. Storage and
 * Firebase Auth load here, on first use: the rules check the Firebase user's token, so it must be
 * signed in (it is, restored from its own storage, whenever the console session is).
 */
export async function uploadImage(
  kind: ImageKind,
  file: File,
  maxBytes: number,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const problem = imageProblem(file, maxBytes);
  if (problem) throw new UploadRefused(problem);
  const upload = await startUpload({ kind }, file, file.type as ImageType, (p) =>
    onProgress(p.total ? p.transferred / p.total : 0),
  );
  const path = await upload.done;
  onProgress(1);
  return path;
}
