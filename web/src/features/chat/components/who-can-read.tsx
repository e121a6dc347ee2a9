import { Box, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { chatReaders, chatReaderText, type ChatReader } from "@shared/chat-readers";
import { ShieldCheck } from "lucide-react";
import { usePerson } from "../hooks/use-person";

function Member({ reader, uid, me }: { reader: ChatReader; uid: string; me: string }) {
  const person = usePerson(uid);
  const name = uid === me ? "You" : (person?.displayName ?? "…");
  return (
    <Box as="li" display="inline">
      {chatReaderText(reader, name)}
    </Box>
  );
}

/**
 * "Who can read this", at the top of a conversation: every member, the adults who read along in
 * a minor's chat marked, and on a support chat the school's staff too. Nothing here is private to
 * two people, and the bar says so.
 */
export function WhoCanRead({ chat, me }: { chat: Chat; me: string }) {
  return (
    <Box
      px="4"
      py="1.5"
      bg="bg.muted"
      borderBottomWidth="1px"
      fontSize="xs"
      color="fg.muted"
      data-testid="who-can-read"
    >
      {/* Inline, not a flex box: a flex box's baseline is its icon's, which set the names below the label. */}
      <Text as="span" fontWeight="medium" mr="1">
        <ShieldCheck
          size={14}
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
        {chatReaders(chat).map((reader) =>
          reader.uid === null ? (
            <Box as="li" key={reader.key} display="inline">
              {chatReaderText(reader, "")}
            </Box>
          ) : (
            <Member key={reader.key} reader={reader} uid={reader.uid} me={me} />
          ),
        )}
      </Box>
    </Box>
  );
}
