import { Box, Button, Flex, IconButton, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { ArrowLeft, FileSearch } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useFirestore } from "reactfire";
import type { ChatPerson } from "../api/chat-refs";
import { markChatRead } from "../api/mark-chat-read";
import { sendMessage, useDeliveryOutlook } from "../api/send-message";
import { uploadAttachment } from "../api/upload-attachment";
import { chatTitle, lastSeenText } from "../chat-format";
import { ChatAvatar } from "./chat-avatar";
import { Composer } from "./composer";
import { ConversationMessages } from "./conversation-messages";
import { withOtherMember } from "./with-person";
import { WhoCanRead } from "./who-can-read";
import { TopBar } from "@/components/ui/top-bar";
import { useAuth } from "@/lib/auth/use-auth";

interface Props {
  chat: Chat;
  /** The reader's uid. */
  me: string;
  /** Shown on narrow screens, where the list and the conversation take turns. */
  onBack?: () => void;
  /** Support inbox actions (assign, close, reopen). */
  actions?: ReactNode;
  composerDisabledReason?: string;
}

/** One open conversation: who, their presence and typing, the messages and the composer. */
export const Conversation = withOtherMember(ConversationView);

function ConversationView({
  chat,
  me,
  onBack,
  actions,
  composerDisabledReason,
  person,
}: Props & { person: ChatPerson | null }) {
  const db = useFirestore();
  const outlook = useDeliveryOutlook(chat.id, !composerDisabledReason).data;
  const isAdmin = useAuth().auth.user?.role === "admin";
  const title = chatTitle(chat, person?.displayName);
  const myUnread = chat.unread[me] ?? 0;
  const isMember = chat.members.includes(me);

  // Opening a chat (and reading what arrives while it is open) resets the reader's own count.
  useEffect(() => {
    if (isMember && myUnread > 0 && document.visibilityState === "visible")
      void markChatRead(db, chat.id, me);
  }, [db, chat.id, me, myUnread, isMember]);

  const presence = person ? lastSeenText(person.online, person.lastSeen) : "";
  const subtitle =
    chat.type === "group"
      ? `${chat.members.length} members`
      : chat.type === "support"
        ? ["Support", presence].filter(Boolean).join(" · ")
        : presence;

  return (
    <Flex direction="column" h="full" minH="0" data-testid="conversation" data-chat-id={chat.id}>
      <TopBar px={{ base: "2", md: "4" }} py="2.5" wrap="wrap">
        {onBack && (
          <IconButton aria-label="Back to chats" variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft />
          </IconButton>
        )}
        <ChatAvatar chat={chat} title={title} person={person} />
        {/* On a phone the actions wrap below rather than squeeze out the name of the person. */}
        <Box flex="1" minW={{ base: "10rem", md: "0" }}>
          <Text as="h2" fontWeight="semibold" truncate>
            {title}
          </Text>
          <Text fontSize="xs" color={person?.online ? "green.700" : "fg.muted"} data-testid="presence-text">
            {subtitle}
          </Text>
        </Box>
        {actions}
        {isAdmin && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/support/review/${encodeURIComponent(chat.id)}`}>
              <FileSearch /> Review
            </RouterLink>
          </Button>
        )}
      </TopBar>
      <WhoCanRead chat={chat} me={me} />
      <ConversationMessages chat={chat} me={me} />
      <Box minH="6" px="4" aria-live="polite">
        {person?.isTyping && (
          <Text fontSize="xs" color="fg.muted" fontStyle="italic" data-testid="typing-indicator">
            {person.displayName.split(" ")[0]} is typing…
          </Text>
        )}
      </Box>
      <Composer
        uid={me}
        disabled={!!composerDisabledReason}
        disabledReason={composerDisabledReason}
        notice={
          outlook?.held
            ? `Quiet hours: what you send now will be delivered at ${outlook.deliverAtLocal} (school time).`
            : undefined
        }
        onSend={async (text, file, onProgress) => {
          // The file first: the message names it only once it is stored (and allowed) there.
          const attachment = file ? await uploadAttachment(chat.id, file, onProgress) : null;
          const sent = await sendMessage(chat.id, text, attachment);
          return sent.held ? `Held for quiet hours: it will be delivered at ${sent.deliverAtLocal}.` : null;
        }}
      />
    </Flex>
  );
}
