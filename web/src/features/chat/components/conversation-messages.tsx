import { Flex, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { liveFailure, liveQuery, QueryStates } from "@/components/ui/load-states";
import { useMessages } from "../hooks/use-messages";
import { LiveErrorBoundary } from "./live-error-boundary";
import { MessageList } from "./message-list";

function LiveMessages({ chat, me }: { chat: Chat; me: string }) {
  const { messages, loading, loadingOlder, hasOlder, loadOlder } = useMessages(chat.id);
  return (
    <QueryStates
      query={liveQuery(messages, loading)}
      noun="messages"
      skeleton={{ rows: 6 }}
      inset="4"
      empty={
        <Flex flex="1" align="center" justify="center" p="6">
          <Text color="fg.muted">No messages yet. Say hello!</Text>
        </Flex>
      }
    >
      {(loaded) => (
        <MessageList
          messages={loaded}
          me={me}
          showNames={chat.type !== "individual"}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
        />
      )}
    </QueryStates>
  );
}

/** The messages of the open conversation, or why they are not there (loading, none, failed). */
export function ConversationMessages({ chat, me }: { chat: Chat; me: string }) {
  return (
    <LiveErrorBoundary fallback={liveFailure("messages")}>
      <LiveMessages chat={chat} me={me} />
    </LiveErrorBoundary>
  );
}
