import { Box, Button, HStack, Text } from "@chakra-ui/react";
import type { ChatMessage } from "@shared/chat.schema";
import { Paperclip } from "lucide-react";
import { formatSentAt } from "@/lib/dates";
import { useSchoolZone } from "@/lib/school-zone";
import { MessageAttachment } from "./message-attachment";

/** One message: mine on the right in the brand colour, theirs on the left with the sender's name. */
export function MessageBubble({
  message,
  mine,
  pending = false,
  failed,
  fileName,
  today,
}: {
  message: Pick<ChatMessage, "text" | "sentAt" | "attachment" | "sentBy">;
  mine: boolean;
  /** A file still on this device (uploading, or refused). */
  fileName?: string;
  pending?: boolean;
  failed?: { error: string; retry: () => void };
  /** The screen's now (`useSchoolToday`): a message sent on another day shows its day. */
  today: Date;
}) {
  const timeZone = useSchoolZone();
  const time = message.sentAt && formatSentAt(message.sentAt, timeZone, today);
  return (
    <Box as="li" alignSelf={mine ? "flex-end" : "flex-start"} maxW="85%">
      <Box
        bg={mine ? "brand.solid" : "bg"}
        color={mine ? "brand.contrast" : "fg"}
        borderWidth={mine ? "0" : "1px"}
        borderRadius="xl"
        px="3"
        py="2"
        opacity={pending ? 0.8 : 1}
      >
        {!mine && (
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            {message.sentBy.displayName}
          </Text>
        )}
        {message.attachment && <MessageAttachment attachment={message.attachment} />}
        {fileName && (
          <HStack gap="1" fontSize="sm">
            <Paperclip size={14} aria-hidden />
            <Text truncate>{fileName}</Text>
          </HStack>
        )}
        {message.text && (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.text}
          </Text>
        )}
      </Box>
      <HStack
        justify={mine ? "flex-end" : "flex-start"}
        gap="2"
        fontSize="xs"
        color={failed ? "fg.error" : "fg.muted"}
      >
        {failed ? (
          <>
            <Text>{`Not sent: ${failed.error}`}</Text>
            <Button size="2xs" variant="outline" onClick={failed.retry}>
              Retry
            </Button>
          </>
        ) : (
          <Text>{pending ? "Sending…" : time}</Text>
        )}
      </HStack>
    </Box>
  );
}
