import { attachmentDisplayName, chatAttachmentFileSchema, type ChatAttachment } from "@shared/chat.schema";
import { uploadWithSlot } from "@/lib/upload";

/** Why a picked file cannot go with a message (the types and size storage.rules take), or null. */
export function attachmentProblem(file: File): string | null {
  const parsed = chatAttachmentFileSchema.safeParse({ name: file.name, type: file.type, size: file.size });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "This file cannot be attached.");
}

/**
 * Uploads a message's file into the chat's folder under the sender (a slot the API issues to the
 * chat's members only) and gives back what the message records. Needs a connection: unlike a
 * message's text, a file does not wait in Firestore's offline queue.
 */
export async function uploadAttachment(chatId: string, file: File): Promise<ChatAttachment> {
  const parsed = chatAttachmentFileSchema.safeParse({ name: file.name, type: file.type, size: file.size });
  if (!parsed.success) throw new Error(attachmentProblem(file) ?? "This file cannot be attached.");
  const path = await uploadWithSlot({ kind: "chat-attachment", chatId }, file);
  return { path, name: attachmentDisplayName(file.name), contentType: parsed.data.type, size: file.size };
}

/** The file's download URL, asked for as the reader: storage.rules give it to the chat's members. */
export async function attachmentUrl(path: string): Promise<string> {
  const { storage, ref, getDownloadURL } = await import("@/lib/storage");
  return getDownloadURL(ref(storage, path));
}
