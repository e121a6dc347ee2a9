import { describe, expect, it } from "vitest";
import { attachmentDisplayName, attachmentSummary, chatAttachmentFileSchema } from "../chat.schema";
import { CHAT_ATTACHMENT_MAX_BYTES, STORAGE_FOLDERS } from "../storage-path.schema";

describe("chatAttachmentFileSchema", () => {
  const file = (type: string, size: number) => ({ name: "a", type, size });

  it("takes web images, PDFs and short videos up to the limit", () => {
    for (const type of [
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/gif",
      "application/pdf",
      "video/mp4",
      "video/webm",
      "video/quicktime",
    ]) {
      expect(chatAttachmentFileSchema.safeParse(file(type, CHAT_ATTACHMENT_MAX_BYTES)).success).toBe(true);
    }
  });
  it("refuses other types, with the words the composer shows", () => {
    const parsed = chatAttachmentFileSchema.safeParse(file("image/svg+xml", 10));
    expect(parsed.error?.issues[0]?.message).toBe(
      "Attach an image (PNG, JPEG, WebP, GIF), a PDF or a video (MP4, WebM, MOV).",
    );
  });
  it("refuses an empty file and one a byte over 10 MB", () => {
    expect(chatAttachmentFileSchema.safeParse(file("image/png", 0)).success).toBe(false);
    const parsed = chatAttachmentFileSchema.safeParse(file("image/png", CHAT_ATTACHMENT_MAX_BYTES + 1));
    expect(parsed.error?.issues[0]?.message).toBe("Attach a file of at most 10 MB.");
  });
});

describe("attachment names", () => {
  it("keeps the file's own name, without folders, at most 200 characters", () => {
    expect(attachmentDisplayName("C:\\Users\\me\\warm-up.png")).toBe("warm-up.png");
    expect(attachmentDisplayName("a/b/notes.pdf")).toBe("notes.pdf");
    expect(attachmentDisplayName(`${"x".repeat(300)}.pdf`)).toHaveLength(200);
  });
  it("says a file came when a message has no words", () => {
    expect(attachmentSummary({ name: "notes.pdf" })).toBe("Attachment: notes.pdf");
    expect(attachmentSummary(null)).toBe("");
    expect(attachmentSummary({ name: 3 })).toBe("");
  });
  it("puts a chat's files in the chat's folder, under the sender", () => {
    expect(STORAGE_FOLDERS.chatAttachments("dm-a-b", "a")).toBe("chats/dm-a-b/a/");
  });
});
