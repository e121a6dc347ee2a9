import { Box, Flex, Image, Link, Skeleton, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ChatAttachment } from "@shared/chat.schema";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { formatBytes } from "@/lib/format-bytes";
import { useAttachmentUrl } from "../api/get-attachment-url";
import { AttachmentIcon } from "./attachment-icon";

/** Images keep one height, so a picture that loads late does not move the messages below it. */
const IMAGE_HEIGHT = { base: "40", md: "48" };

/**
 * A message's file: an image shows inline (its name as the alt text, a link to the full file); a
 * PDF or a video is a download chip with its name and size. Its URL is asked for as the reader
 * (storage.rules: the chat's members only).
 */
export function MessageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const url = useAttachmentUrl(attachment.path);
  const isImage = attachment.contentType.startsWith("image/");

  if (url.isPending) {
    return isImage ? (
      <Skeleton
        h={IMAGE_HEIGHT}
        w="48"
        borderRadius="md"
        role="status"
        aria-label={`Loading ${attachment.name}`}
      />
    ) : (
      <Skeleton h="10" w="56" borderRadius="md" role="status" aria-label={`Loading ${attachment.name}`} />
    );
  }
  if (url.isError) {
    return (
      <Chip attachment={attachment}>
        <Text fontSize="xs" color="fg.muted">
          unavailable
        </Text>
      </Chip>
    );
  }
  if (isImage) {
    return (
      <Link href={url.data} target="_blank" rel="noreferrer" display="block" data-testid="attachment-image">
        <Image
          src={url.data}
          alt={attachment.name}
          h={IMAGE_HEIGHT}
          w="auto"
          maxW="full"
          objectFit="contain"
          borderRadius="md"
          bg="bg.muted"
        />
      </Link>
    );
  }
  return (
    <Link
      href={url.data}
      target="_blank"
      rel="noreferrer"
      download={attachment.name}
      textDecoration="none"
      maxW="full"
      data-testid="attachment-chip"
    >
      <Chip attachment={attachment}>
        {/* Named by the words it shows, then what it does (axe: visible words within the name). */}
        <VisuallyHidden>Download</VisuallyHidden>
        <Download aria-hidden size={16} style={{ flexShrink: 0 }} />
      </Chip>
    </Link>
  );
}

function Chip({ attachment, children }: { attachment: ChatAttachment; children: ReactNode }) {
  return (
    <Flex
      align="center"
      gap="2"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      color="fg"
      maxW="full"
      minW="0"
    >
      <AttachmentIcon contentType={attachment.contentType} />
      <Box minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {attachment.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatBytes(attachment.size)}
        </Text>
      </Box>
      {children}
    </Flex>
  );
}
