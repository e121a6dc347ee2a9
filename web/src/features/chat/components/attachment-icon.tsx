import { FileText, Film, Image } from "lucide-react";

/** A file's kind at a glance: picture, film or document. */
export function AttachmentIcon({ contentType }: { contentType: string }) {
  const Icon = contentType.startsWith("image/") ? Image : contentType.startsWith("video/") ? Film : FileText;
  return <Icon aria-hidden size={16} style={{ flexShrink: 0 }} />;
}
