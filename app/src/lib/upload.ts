import { IMAGE_TYPES } from "@shared/storage-path.schema";
import type { UploadSlot } from "@shared/upload-slot.schema";
import { meData } from "./api-client";

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

/** Where a file goes: its kind, and for a chat's file, the chat (the API checks membership). */
type SlotFor = { kind: "bug-screenshot" | "profile-photo" } | { kind: "chat-attachment"; chatId: string };

/**
 * Uploads a file the app's way: the API first issues an upload slot (the path to write, within
 * the person's caps), and the Storage rules accept exactly that path, type and size once.
 * Answers the stored path, which the record that uses the file then names.
 */
export async function uploadWithSlot(slotFor: SlotFor, file: File): Promise<string> {
  const slot = await meData<UploadSlot>("/uploads", {
    method: "POST",
    body: { ...slotFor, contentType: file.type, size: file.size },
  });
  // One module for the SDK and its functions: two dynamic imports of it split across chunks broke it.
  const { storage, ref, uploadBytes } = await import("./storage");
  await uploadBytes(ref(storage, slot.path), file, { contentType: file.type });
  return slot.path;
}
