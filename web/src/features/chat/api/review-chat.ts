import type { ChatReview } from "@shared/chat.schema";
import { useMutation } from "@tanstack/react-query";
import { apiData, apiDownload } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download-blob";

const base = (chatId: string) => `/chats/${encodeURIComponent(chatId)}`;

/**
 * POST /api/chats/:id/review (admins): the whole conversation, read-only, with the reason the
 * admin gave (audited). Never cached: each opening is its own audited act.
 */
export function useReviewChat(chatId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiData<ChatReview>(`${base(chatId)}/review`, { method: "POST", body: { reason } }),
  });
}

export type ExportFormat = "csv" | "pdf";

/** POST /api/chats/:id/export (CSV) or /export-pdf, with the reason, saved as a file. */
export async function downloadChatExport(chatId: string, reason: string, format: ExportFormat) {
  const path = format === "pdf" ? `${base(chatId)}/export-pdf` : `${base(chatId)}/export`;
  const blob = await apiDownload(path, { method: "POST", body: { reason } });
  downloadBlob(blob, `conversation-${chatId}.${format}`);
}
