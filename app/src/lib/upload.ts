import { IMAGE_TYPES } from "@shared/storage-path.schema";
import { meRoutes } from "@shared/me.routes";
import type { CreateUploadSlotInput } from "@shared/upload-slot.schema";
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

/** Where a file goes: its kind, and for a chat's file, the chat (the API checks membership). */
type SlotFor = { kind: "bug-screenshot" | "profile-photo" } | { kind: "chat-attachment"; chatId: string };

/**
 * Uploads a file the app's way: the API first issues an upload slot (the path to write, within
 * the person's caps), and the Storage rules accept exactly that path, type and size once.
 * Answers the stored path, which the record that uses the file then names.
 */
export async function uploadWithSlot(slotFor: SlotFor, file: File): Promise<string> {
  // The API checks the type against the kind's list (a 400 naming contentType); callers checked it first.
  const body = { ...slotFor, contentType: file.type, size: file.size } as CreateUploadSlotInput;
  const slot = await apiCall(meRoutes.uploads, { body });
  // One module for the SDK and its functions: two dynamic imports of it split across chunks broke it.
  const { storage, ref, uploadBytes } = await import("./storage");
  await uploadBytes(ref(storage, slot.path), file, { contentType: file.type });
  return slot.path;
}
