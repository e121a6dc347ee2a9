import { Stack } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import type { ReactNode } from "react";
import { liveQuery, QueryStates } from "@/components/ui/load-states";
import { ChatListItem } from "./chat-list-item";

interface Props {
  chats: Chat[];
  me: string;
  onSelect: (chat: Chat) => void;
  selectedId?: string | null;
  search?: string;
  /** A small label under a chat's title (the support inbox: who it is assigned to). */
  tagOf?: (chat: Chat) => string;
  testId?: string;
}

/** A list of chats, one row each (the chat screen, the support inbox, the header panel). */
export function ChatList({ chats, me, onSelect, selectedId = null, search = "", tagOf, testId }: Props) {
  return (
    <Stack as="ul" gap="0.5" role="list" data-testid={testId}>
      {chats.map((c) => (
        <ChatListItem
          key={c.id}
          chat={c}
          me={me}
          selected={c.id === selectedId}
          search={search}
          onSelect={onSelect}
          tag={tagOf?.(c)}
        />
      ))}
    </Stack>
  );
}

/**
 * A live list of chats (`useMyChats`, `useSupportChats`): `rows` skeleton rows until its first
 * snapshot, then `empty` when it holds none.
 */
export function LiveChatList({
  live,
  rows,
  empty,
  ...list
}: Omit<Props, "chats"> & { live: { chats: Chat[]; loading: boolean }; rows: number; empty: ReactNode }) {
  return (
    <QueryStates
      query={liveQuery(live.chats, live.loading)}
      noun="chats"
      skeleton={{ rows, height: "14" }}
      empty={empty}
    >
      {(chats) => <ChatList chats={chats} {...list} />}
    </QueryStates>
  );
}
