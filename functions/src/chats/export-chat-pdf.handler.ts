import PDFDocument from "pdfkit";
import type { HandlerArgs } from "../lib/handler-context";
import type { ChatReview } from "../shared/chat.schema";
import { reviewChat } from "./review-chat.handler";

/**
 * DejaVu Sans (embedded, subset) rather than the PDF's built-in Helvetica: the built-in fonts
 * cover Western European letters only, and a record of a conversation must not turn a name in
 * Greek, Cyrillic or Vietnamese into question marks. Emoji and CJK are outside DejaVu too: those
 * show as empty boxes here, and the CSV keeps them.
 */
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

function render(review: ChatReview, reason: string, exportedAt: string): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Conversation: ${review.chat.name || review.chat.id}`, Creator: "Studio Admin" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);

  doc
    .font("bold")
    .fontSize(16)
    .text(review.chat.name || `Conversation ${review.chat.id}`);
  doc.font("body").fontSize(9).fillColor("#444");
  doc.text(`Conversation ${review.chat.id} (${review.chat.type})`);
  doc.text(`Members: ${review.chat.members.map((m) => m.displayName || m.uid).join(", ")}`);
  doc.text(`Times are in ${review.timeZone}. Exported ${exportedAt}. Reason: ${reason}`);
  doc.text(`${review.messages.length} message${review.messages.length === 1 ? "" : "s"}.`);
  doc.moveDown();
  for (const m of review.messages) {
    doc
      .fillColor("#000")
      .font("bold")
      .fontSize(10)
      .text(`${m.at}  ${m.sender || m.senderUid}`);
    if (m.heldFrom)
      doc.font("body").fontSize(8).fillColor("#444").text(`Written ${m.heldFrom}, held for quiet hours`);
    doc.font("body").fontSize(10).fillColor("#000");
    if (m.text) doc.text(m.text);
    if (m.attachmentName) doc.fontSize(9).fillColor("#444").text(`Attachment: ${m.attachmentName}`);
    if (m.link) doc.fontSize(9).fillColor("#444").text(`Link: ${m.link}`);
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}

/**
 * `POST /api/chats/:id/export-pdf` (admins): the same record as the CSV export, as a document to
 * print or file: every message with its sender, its attachment's name and its time on the
 * school's clock. Audited as `chat.export` with the reason and the format.
 */
export async function exportChatPdf(args: HandlerArgs<{ id: string; reason: string }>) {
  const review = await reviewChat(args, "chat.export", { format: "pdf" });
  return {
    filename: `conversation-${review.chat.id}.pdf`,
    content: await render(review, args.input.reason, review.openedAt),
  };
}
