import { Box, Flex, IconButton, Text } from "@chakra-ui/react";
import type { Chat, SentBy } from "@shared/chat.schema";
import { ArrowLeft, Users } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { ListSkeleton, LoadError } from "@/components/ui/load-states";
import { markChatRead } from "../api/mark-chat-read";
import { sendMessage } from "../api/send-message";
import { chatTitle, lastSeenText, otherMember } from "../chat-format";
import { useMessages } from "../hooks/use-messages";
import { usePerson } from "../hooks/use-person";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { PresenceAvatar } from "./presence-avatar";

interface Props {
  chat: Chat;
  me: SentBy;
  /** Shown on narrow screens, where the list and the conversation take turns. */
  onBack?: () => void;
  /** Support inbox actions (assign, close, reopen). */
  actions?: ReactNode;
  composerDisabledReason?: string;
}

/** One open conversation: who, their presence and typing, the messages and the composer. */
export function Conversation({ chat, me, onBack, actions, composerDisabledReason }: Props) {
  const otherUid = otherMember(chat, me.uid);
  const person = usePerson(otherUid).data;
  const title = chatTitle(chat, person?.displayName);
  const { messages, loading, loadingOlder, hasOlder, error, loadOlder } = useMessages(chat.id);
  const myUnread = chat.unread[me.uid] ?? 0;
  const isMember = chat.members.includes(me.uid);

  // Opening a chat (and reading what arrives while it is open) resets the reader's own count.
  useEffect(() => {
    if (isMember && myUnread > 0 && document.visibilityState === "visible") void markChatRead(chat.id, me.uid);
  }, [chat.id, me.uid, myUnread, isMember]);

  const subtitle = chat.type === "group" ? `${chat.members.length} members` : person ? lastSeenText(person.online, person.lastSeen) : "";

  return (
    <Flex direction="column" h="full" minH="0" data-testid="conversation" data-chat-id={chat.id}>
      <Flex align="center" gap="3" px={{ base: "2", md: "4" }} py="2.5" borderBottomWidth="1px" bg="bg" minH="16" wrap="wrap">
        {onBack && (
          <IconButton aria-label="Back to chats" variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft />
          </IconButton>
        )}
        {chat.type === "group" ? (
          <Box w="10" h="10" borderRadius="full" bg="brand.muted" color="brand.fg" display="grid" placeItems="center" aria-hidden>
            <Users size={18} />
          </Box>
        ) : (
          <PresenceAvatar name={title} person={person} />
        )}
        <Box flex="1" minW="0">
          <Text as="h2" fontWeight="semibold" truncate>
            {title}
          </Text>
          <Text fontSize="xs" color={person?.online ? "green.700" : "fg.muted"} data-testid="presence-text">
            {subtitle}
          </Text>
        </Box>
        {actions}
      </Flex>
      {loading ? (
        <Box p="4" flex="1">
          <ListSkeleton rows={6} />
        </Box>
      ) : error ? (
        <Box p="4" flex="1">
          <LoadError message="The messages could not be loaded." onRetry={() => window.location.reload()} />
        </Box>
      ) : messages.length === 0 ? (
        <Flex flex="1" align="center" justify="center" p="6">
          <Text color="fg.muted">No messages yet. Say hello!</Text>
        </Flex>
      ) : (
        <MessageList messages={messages} me={me.uid} showNames={chat.type !== "individual"} hasOlder={hasOlder} loadingOlder={loadingOlder} onLoadOlder={() => void loadOlder()} />
      )}
      <Box minH="6" px="4" aria-live="polite">
        {person?.isTyping && (
          <Text fontSize="xs" color="fg.muted" fontStyle="italic" data-testid="typing-indicator">
            {person.displayName.split(" ")[0]} is typing…
          </Text>
        )}
      </Box>
      <Composer uid={me.uid} disabled={!!composerDisabledReason} disabledReason={composerDisabledReason} onSend={(text) => sendMessage(chat.id, me, text)} />
    </Flex>
  );
}
