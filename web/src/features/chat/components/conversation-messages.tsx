import { Box, Flex, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { ListSkeleton, LoadError } from "@/components/ui/load-states";
import { useMessages } from "../hooks/use-messages";
import { LiveErrorBoundary } from "./live-error-boundary";
import { MessageList } from "./message-list";

function LiveMessages({ chat, me }: { chat: Chat; me: string }) {
  const { messages, loading, loadingOlder, hasOlder, loadOlder } = useMessages(chat.id);
  if (loading)
    return (
      <Box p="4" flex="1">
        <ListSkeleton rows={6} />
      </Box>
    );
  if (messages.length === 0)
    return (
      <Flex flex="1" align="center" justify="center" p="6">
        <Text color="fg.muted">No messages yet. Say hello!</Text>
      </Flex>
    );
  return (
    <MessageList
      messages={messages}
      me={me}
      showNames={chat.type !== "individual"}
      hasOlder={hasOlder}
      loadingOlder={loadingOlder}
      onLoadOlder={() => void loadOlder()}
    />
  );
}

/** The messages of the open conversation, or why they are not there (loading, none, failed). */
export function ConversationMessages({ chat, me }: { chat: Chat; me: string }) {
  return (
    <LiveErrorBoundary
      fallback={(retry) => (
        <Box p="4" flex="1">
          <LoadError message="The messages could not be loaded." onRetry={retry} />
        </Box>
      )}
    >
      <LiveMessages chat={chat} me={me} />
    </LiveErrorBoundary>
  );
}
