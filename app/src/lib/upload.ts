import { IMAGE_TYPES, type ImageType } from "@shared/storage-path.schema";
import { meRoutes } from "@shared/me.routes";
import { apiCall } from "./api-call";

/** Why this file cannot be an image of at most `maxBytes`, or null. */
export function imageProblem(
  file: { type: string; size: number },
  maxBytes: number,
  what: string,
): string | null {
  if (!(file.type in IMAGE_TYPES)) return `${what} must be a PNG, JPEG or WebP image.`;
  if (file.size > maxBytes) return `${what} can be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return null;
}

/**
 * Uploads a file the app's way: the API first issues an upload slot (the path to write, within
 * the person's caps), and the Storage rules accept exactly that path, type and size once.
 * Answers the stored path, which the record that uses the file then names.
 */
export async function uploadWithSlot(kind: "bug-screenshot" | "profile-photo", file: File): Promise<string> {
  // Callers checked the type with `imageProblem`; the API checks it again (a 400 naming contentType).
  const contentType = file.type as ImageType;
  const slot = await apiCall(meRoutes.uploads, { body: { kind, contentType, size: file.size } });
  // One module for the SDK and its functions: two dynamic imports of it split across chunks broke it.
  const { storage, ref, uploadBytes } = await import("./storage");
  await uploadBytes(ref(storage, slot.path), file, { contentType: file.type });
  return slot.path;
}
