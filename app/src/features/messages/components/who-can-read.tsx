import { Box, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { chatReaders, chatReaderText, type ChatReader } from "@shared/chat-readers";
import { ShieldCheck } from "lucide-react";

function Reader({ reader, me, names }: { reader: ChatReader; me: string; names: Record<string, string> }) {
  const { uid } = reader;
  const name = uid === me ? "You" : (uid !== null && names[uid]) || "Someone at the school";
  return (
    <Box as="li" display="inline">
      {chatReaderText(reader, name)}
    </Box>
  );
}

/**
 * "Who can read this", at the top of a chat: its members (a minor's guardian or the school's second
 * adult marked as reading along) and, on the support chat, the school's staff. `names` are the
 * members' names the screen already listens to (`useChatNames`).
 */
export function WhoCanRead({ chat, me, names }: { chat: Chat; me: string; names: Record<string, string> }) {
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
          <Reader key={reader.key} reader={reader} me={me} names={names} />
        ))}
      </Box>
    </Box>
  );
}
