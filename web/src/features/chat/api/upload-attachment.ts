import { attachmentDisplayName, chatAttachmentFileSchema, type ChatAttachment } from "@shared/chat.schema";
import { UploadRefused, startUpload, type UploadProgress } from "@/lib/upload-task";

export { UploadRefused };

/** Why a picked file cannot go with a message (type or size storage.rules refuse), or null. */
export function attachmentProblem(file: File): string | null {
  const parsed = chatAttachmentFileSchema.safeParse({ name: file.name, type: file.type, size: file.size });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "This file cannot be attached.");
}

/**
 * Uploads a message's file to the chat's folder under the sender's uid (the path of an upload
 * slot the API issues to members only; storage.rules: members only, a new name each time) with progress, resumable like every upload (lib/upload-task.ts), and
 * gives back what the message records. The caller then writes the message (send-message.ts).
 */
export async function uploadAttachment(
  chatId: string,
  file: File,
  onProgress: (p: UploadProgress) => void,
): Promise<ChatAttachment> {
  const parsed = chatAttachmentFileSchema.safeParse({ name: file.name, type: file.type, size: file.size });
  if (!parsed.success) throw new UploadRefused(attachmentProblem(file) ?? "This file cannot be attached.");
  const { type } = parsed.data;
  const upload = await startUpload({ kind: "chat-attachment", chatId }, file, type, onProgress);
  const path = await upload.done;
  return { path, name: attachmentDisplayName(file.name), contentType: type, size: file.size };
}
