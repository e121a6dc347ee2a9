import { chatRoutes } from "@shared/chat.routes";
import { apiCall } from "@/lib/api-call";
import { downloadBlob } from "@/lib/download-blob";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/**
 * POST /api/chats/:id/review (admins): the whole conversation, read-only, with the reason the
 * admin gave (audited). Never cached: each opening is its own audited act.
 */
export function useReviewChat(chatId: string) {
  return useRefreshingMutation(
    (reason: string) => apiCall(chatRoutes.review, { params: { id: chatId }, body: { reason } }),
    { stale: () => [] },
  );
}

export type ExportFormat = "csv" | "pdf";

/** POST /api/chats/:id/export (CSV) or /export-pdf, with the reason, saved as a file. */
export async function downloadChatExport(chatId: string, reason: string, format: ExportFormat) {
  const route = format === "pdf" ? chatRoutes.exportPdf : chatRoutes.export;
  const blob = await apiCall(route, { params: { id: chatId }, body: { reason } });
  downloadBlob(blob, `conversation-${chatId}.${format}`);
}
