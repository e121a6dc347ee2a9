import { Box, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { chatReaders, chatReaderText, type ChatReader } from "@shared/chat-readers";
import { ShieldCheck } from "lucide-react";
import { senderRef } from "../api/chat-refs";
import { useLiveDoc } from "../api/use-live";

function Reader({ reader, me }: { reader: ChatReader; me: string }) {
  const { uid } = reader;
  const person = useLiveDoc(uid === null || uid === me ? null : senderRef(uid), `sender:${uid}`);
  const name = uid === me ? "You" : person.data?.displayName || "Someone at the school";
  return (
    <Box as="li" display="inline">
      {chatReaderText(reader, name)}
    </Box>
  );
}

/**
 * "Who can read this", at the top of a chat: its members (a minor's guardian or the school's second
 * adult marked as reading along) and, on the support chat, the school's staff.
 */
export function WhoCanRead({ chat, me }: { chat: Chat; me: string }) {
  return (
    <Box bg="bg.muted" borderRadius="md" px="3" py="2" fontSize="sm" data-testid="who-can-read">
      {/* Inline, not a flex box: a flex box's baseline is its icon's, which set the names below the label. */}
      <Text as="span" fontWeight="medium" mr="1">
        <ShieldCheck
          size={16}
          aria-hidden
          style={{ display: "inline-block", verticalAlign: "-0.2em", marginInlineEnd: "0.25rem" }}
        />
        Who can read this:
      </Text>
      <Box
        as="ul"
        display="inline"
        listStyleType="none"
        p="0"
        m="0"
        css={{ "& > li + li::before": { content: '", "' } }}
      >
        {chatReaders(chat).map((reader) => (
          <Reader key={reader.key} reader={reader} me={me} />
        ))}
      </Box>
    </Box>
  );
}
