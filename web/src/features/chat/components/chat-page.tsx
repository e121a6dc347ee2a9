import { Box, Button, Flex, Heading, IconButton, Input, Text, VStack } from "@chakra-ui/react";
import type { ChatContact } from "@shared/chat.schema";
import { LayoutDashboard, MessageSquarePlus, MessagesSquare } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { EmptyView, liveFailure, liveQuery, QueryStates } from "@/components/ui/load-states";
import { useAuth } from "@/lib/auth/use-auth";
import { useMediaQuery } from "@/lib/use-media-query";
import { useDirectChat } from "../api/find-direct-chat";
import { CLOSED_SUPPORT_REASON, isClosedSupport, NARROW } from "../chat-format";
import { useChat } from "../hooks/use-chat";
import { useMyChats } from "../hooks/use-my-chats";
import { LiveChatList } from "./chat-list";
import { ChatNotFound, type ChatNotFoundProps } from "./chat-not-found";
import { Conversation } from "./conversation";
import { LiveData } from "./live-data";
import { LiveErrorBoundary } from "./live-error-boundary";
import { NewConversationDialog } from "./new-conversation-dialog";

interface MyChatListProps {
  me: string;
  selectedId: string | null;
  search: string;
  onOpen: (id: string) => void;
}

/** The user's chats, live. */
function MyChatList({ me, selectedId, search, onOpen }: MyChatListProps) {
  return (
    <LiveChatList
      live={useMyChats(me)}
      rows={6}
      empty={
        <EmptyView
          title="No conversations yet"
          description="Start one with a student or a colleague."
          icon={<MessagesSquare />}
        />
      }
      me={me}
      selectedId={selectedId}
      search={search}
      onSelect={(chat) => onOpen(chat.id)}
      testId="chat-list"
    />
  );
}

const ChatUnavailable = ({ onBack }: { onBack: () => void }) => (
  <EmptyView
    title="This conversation is not available"
    description="It may have been removed, or you are not a member."
    action={<Button onClick={onBack}>Back to chats</Button>}
  />
);

/**
 * A chat opened by id, followed live on its own: it may not be in the first page of the list (or
 * not yet). One the reader may not read (the rules refuse it) is not available, like a missing one.
 */
function OpenChat({
  id,
  me,
  onBack,
  narrow,
}: {
  id: string;
  me: string;
  onBack: () => void;
  narrow: boolean;
}) {
  const { chat, loading } = useChat(id);
  return (
    <QueryStates query={liveQuery(chat, loading)} noun="conversation" skeleton={{ rows: 6 }} inset="4">
      {(found) =>
        found ? (
          <Conversation
            key={found.id}
            chat={found}
            me={me}
            onBack={narrow ? onBack : undefined}
            composerDisabledReason={isClosedSupport(found) ? CLOSED_SUPPORT_REASON : undefined}
          />
        ) : (
          <ChatUnavailable onBack={onBack} />
        )
      }
    </QueryStates>
  );
}

/**
 * What the right panel shows for `?with=<uid>`: the existing chat, or "CHAT NOT FOUND", which is
 * handed the rest of these props.
 */
function ContactPanel({
  onOpenChat,
  ...notFound
}: Omit<ChatNotFoundProps, "onStarted"> & { onOpenChat: (id: string) => void }) {
  const direct = useDirectChat(notFound.contact.uid);
  const existing = direct.data?.id;
  useEffect(() => {
    if (existing) onOpenChat(existing);
  }, [existing, onOpenChat]);
  return (
    <QueryStates query={direct} noun="conversation" skeleton={{ rows: 3 }} inset="4">
      {() => (existing ? null : <ChatNotFound {...notFound} onStarted={onOpenChat} />)}
    </QueryStates>
  );
}

/** /chat/individual: the user's chats on the left, the open conversation on the right. */
export default function ChatPage() {
  return (
    <LiveData>
      <ChatScreen />
    </LiveData>
  );
}

function ChatScreen() {
  const me = useAuth().auth.user!._id;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("chat");
  const withUid = params.get("with");
  const withName = params.get("name") ?? "this person";
  const [search, setSearch] = useState("");
  const [dialogOpen, setDialogOpen] = useState(false);
  const narrow = useMediaQuery(NARROW);

  const openChat = useCallback(
    (id: string) => setParams({ chat: id }, { replace: !!withUid }),
    [setParams, withUid],
  );
  const pickPerson = (c: ChatContact) => {
    setDialogOpen(false);
    setParams({ with: c.uid, name: c.displayName });
  };
  const back = () => setParams({});
  const showList = !narrow || (!selectedId && !withUid);
  const showPanel = !narrow || !!selectedId || !!withUid;

  return (
    <Flex h="100dvh" overflow="hidden" bg="bg.subtle">
      {showList && (
        <Flex
          as="section"
          aria-label="Chats"
          direction="column"
          w={{ base: "full", md: "340px", lg: "380px" }}
          flexShrink={0}
          borderEndWidth={{ md: "1px" }}
          bg="bg"
          minH="0"
        >
          <Flex align="center" gap="2" px="3" pt="3" pb="2">
            <IconButton asChild aria-label="Back to the dashboard" variant="ghost" size="sm">
              <Link to="/dashboard">
                <LayoutDashboard />
              </Link>
            </IconButton>
            <Heading as="h1" size="md" flex="1">
              Chats
            </Heading>
            <Button size="sm" colorPalette="brand" onClick={() => setDialogOpen(true)}>
              <MessageSquarePlus /> New conversation
            </Button>
          </Flex>
          <Box px="3" pb="2">
            <Input
              placeholder="Search chats"
              aria-label="Search chats"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              size="sm"
            />
          </Box>
          <Box flex="1" overflowY="auto" px="2" pb="2">
            <LiveErrorBoundary fallback={liveFailure("chats")}>
              <MyChatList me={me} selectedId={selectedId} search={search} onOpen={openChat} />
            </LiveErrorBoundary>
          </Box>
        </Flex>
      )}
      {showPanel && (
        <Box as="section" aria-label="Conversation" flex="1" minW="0" minH="0">
          {selectedId ? (
            <LiveErrorBoundary key={selectedId} fallback={() => <ChatUnavailable onBack={back} />}>
              <OpenChat id={selectedId} me={me} onBack={back} narrow={narrow} />
            </LiveErrorBoundary>
          ) : withUid ? (
            <ContactPanel
              key={withUid}
              contact={{ uid: withUid, displayName: withName }}
              onOpenChat={openChat}
              onBack={narrow ? back : undefined}
            />
          ) : (
            <VStack h="full" justify="center" gap="2" p="6" textAlign="center">
              <MessagesSquare size={40} aria-hidden />
              <Text fontWeight="semibold">Select a conversation</Text>
              <Text color="fg.muted" fontSize="sm">
                Or start a new one with a student or a colleague.
              </Text>
            </VStack>
          )}
        </Box>
      )}
      <NewConversationDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onPickPerson={pickPerson}
        onGroupCreated={(id) => {
          setDialogOpen(false);
          openChat(id);
        }}
      />
    </Flex>
  );
}
