import { Badge, Box, Flex, List, Text } from "@chakra-ui/react";
import type { ChatReview } from "@shared/chat.schema";
import { Paperclip } from "lucide-react";

/**
 * A conversation as the admin's review shows it: read-only, oldest first, every message with its
 * sender, its school-zone time and its attachment's name. Nothing here can write to the chat.
 */
export function ReviewTranscript({ review }: { review: ChatReview }) {
  const { chat, messages, timeZone, openedAt } = review;
  return (
    <Box data-testid="review-transcript">
      <Flex gap="2" wrap="wrap" align="center" mb="2">
        <Text fontWeight="semibold">{chat.name || "Individual conversation"}</Text>
        <Badge>{chat.type}</Badge>
        <Badge colorPalette="gray">Read-only</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Members: {chat.members.map((m) => m.displayName || m.uid).join(", ") || "none"}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {messages.length} message{messages.length === 1 ? "" : "s"} · times in {timeZone} · opened {openedAt}
      </Text>
      {messages.length === 0 ? (
        <Text color="fg.muted">No messages in this conversation.</Text>
      ) : (
        <List.Root as="ol" listStyle="none" gap="3" aria-label="Messages">
          {messages.map((m) => (
            <List.Item key={m.id} borderWidth="1px" borderRadius="md" px="3" py="2" display="block">
              <Flex gap="2" wrap="wrap" fontSize="sm">
                <Text fontWeight="semibold">{m.sender || m.senderUid}</Text>
                <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                  {m.at}
                </Text>
                {m.heldFrom && <Text color="fg.muted">(written {m.heldFrom}, held for quiet hours)</Text>}
              </Flex>
              {m.text && (
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
                  {m.text}
                </Text>
              )}
              {m.attachmentName && (
                <Flex align="center" gap="1" mt="1" fontSize="sm" color="fg.muted">
                  <Paperclip size={14} aria-hidden />
                  <Text overflowWrap="anywhere">Attachment: {m.attachmentName}</Text>
                </Flex>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
