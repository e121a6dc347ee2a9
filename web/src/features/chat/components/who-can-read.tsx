import { Box, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { ShieldCheck } from "lucide-react";
import { usePerson } from "../hooks/use-person";

function Reader({ uid, me, along }: { uid: string; me: string; along: boolean }) {
  const person = usePerson(uid);
  const name = uid === me ? "You" : (person?.displayName ?? "…");
  return (
    <Box as="li" display="inline">
      {name}
      {along && " (reads along)"}
    </Box>
  );
}

/**
 * "Who can read this", at the top of a conversation: every member, the adults who read along in
 * a minor's chat marked, and on a support chat the school's staff too. Nothing here is private to
 * two people, and the bar says so.
 */
export function WhoCanRead({ chat, me }: { chat: Chat; me: string }) {
  const along = new Set(chat.requiredReaders ?? []);
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
      <Text as="span" fontWeight="medium" display="inline-flex" alignItems="center" gap="1" mr="1">
        <ShieldCheck size={14} aria-hidden /> Who can read this:
      </Text>
      <Box
        as="ul"
        display="inline"
        listStyleType="none"
        p="0"
        m="0"
        css={{ "& > li + li::before": { content: '", "' } }}
      >
        {chat.members.map((uid) => (
          <Reader key={uid} uid={uid} me={me} along={along.has(uid)} />
        ))}
        {chat.type === "support" && (
          <Box as="li" display="inline">
            the school&apos;s staff
          </Box>
        )}
      </Box>
    </Box>
  );
}
