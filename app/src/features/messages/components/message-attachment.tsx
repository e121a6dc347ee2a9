import { Box, HStack, Image, Link, Skeleton, Text } from "@chakra-ui/react";
import type { ChatAttachment } from "@shared/chat.schema";
import { Download, Paperclip } from "lucide-react";
import { useEffect, useState } from "react";
import { attachmentUrl } from "../api/attachments";

/** An image keeps one height while it loads, so the messages below it do not move. */
const IMAGE_HEIGHT = "40";

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * A message's file: a picture shows in the bubble (a tap opens it whole), anything else is a
 * download link with its name and size. Its URL is asked for as the reader, so only the chat's
 * members get one; when it cannot be had, the name still shows.
 */
export function MessageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    attachmentUrl(attachment.path).then(
      (u) => live && setUrl(u),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attachment.path]);

  const isImage = attachment.contentType.startsWith("image/");
  if (isImage && url) {
    return (
      <Link href={url} target="_blank" rel="noreferrer" display="block" data-testid="attachment-image">
        <Image
          src={url}
          alt={attachment.name}
          h={IMAGE_HEIGHT}
          w="auto"
          maxW="full"
          objectFit="contain"
          borderRadius="md"
        />
      </Link>
    );
  }
  if (isImage && !failed)
    // The picture's stand-in: a plain div may not carry a label, so it is named as an image.
    return (
      <Skeleton
        h={IMAGE_HEIGHT}
        w="48"
        borderRadius="md"
        role="img"
        aria-label={`Loading ${attachment.name}`}
      />
    );
  const label = (
    <HStack gap="2" fontSize="sm" minW="0">
      {url ? <Download size={14} aria-hidden /> : <Paperclip size={14} aria-hidden />}
      <Box minW="0">
        <Text truncate>{attachment.name}</Text>
        <Text fontSize="xs" opacity={0.85}>
          {failed ? "Could not be loaded" : sizeText(attachment.size)}
        </Text>
      </Box>
    </HStack>
  );
  return url ? (
    <Link
      href={url}
      target="_blank"
      rel="noreferrer"
      download={attachment.name}
      color="inherit"
      data-testid="attachment-chip"
    >
      {label}
    </Link>
  ) : (
    label
  );
}
