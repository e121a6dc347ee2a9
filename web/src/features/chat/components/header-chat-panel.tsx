import { Box, Button, IconButton, Popover, Portal, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { liveQuery, QueryStates, type LoadingQuery } from "@/components/ui/load-states";
import { UnreadBadge } from "@/components/ui/unread-badge";
import { useAuth } from "@/lib/auth/use-auth";
import { useMyChats } from "../hooks/use-my-chats";
import { ChatList } from "./chat-list";
import { LiveData } from "./live-data";
import { LiveErrorBoundary } from "./live-error-boundary";

const PANEL_CHATS = 8;

interface PanelProps {
  uid: string;
  chats: LoadingQuery<Chat[]>;
  unreadTotal: number;
}

function LivePanel({ uid }: { uid: string }) {
  const { chats, unreadTotal, loading } = useMyChats(uid);
  return <ChatPanel uid={uid} chats={liveQuery(chats, loading)} unreadTotal={unreadTotal} />;
}

/** The panel when the chats' listener failed: Retry listens again. */
const failedChats = (retry: () => void): LoadingQuery<Chat[]> => ({
  isPending: false,
  isError: true,
  error: null,
  data: undefined,
  refetch: async () => retry(),
});

/**
 * The header's chat button: total unread across the user's chats, and a panel of the most recent
 * ones. Opening one goes to /chat/individual with it selected. Loaded lazily by the shell.
 */
export default function HeaderChatPanel() {
  const uid = useAuth().auth.user?._id;
  if (!uid) return null;
  return (
    <LiveData>
      <LiveErrorBoundary
        fallback={(retry) => <ChatPanel uid={uid} chats={failedChats(retry)} unreadTotal={0} />}
      >
        <LivePanel uid={uid} />
      </LiveErrorBoundary>
    </LiveData>
  );
}

function ChatPanel({ uid, chats, unreadTotal }: PanelProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const go = (chat: Chat | null) => {
    setOpen(false);
    navigate(chat ? `/chat/individual?chat=${encodeURIComponent(chat.id)}` : "/chat/individual");
  };
  const label = unreadTotal > 0 ? `Chats, ${unreadTotal} unread` : "Chats";

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: "bottom-end" }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label={label}
          title={label}
          variant="ghost"
          position="relative"
          data-testid="header-chat-button"
        >
          <MessageCircle />
          <UnreadBadge count={unreadTotal} testId="header-unread-badge" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: "calc(100vw - 24px)", sm: "360px" }} data-testid="header-chat-panel">
            <Popover.Header display="flex" alignItems="center" justifyContent="space-between" py="3">
              <Popover.Title fontWeight="semibold">Recent chats</Popover.Title>
              <Button size="xs" variant="ghost" onClick={() => go(null)}>
                Open chat
              </Button>
            </Popover.Header>
            <Popover.Body p="2" maxH="420px" overflowY="auto">
              <QueryStates
                query={chats}
                noun="chats"
                skeleton={{ rows: 4, height: "12" }}
                empty={
                  <Box p="4" textAlign="center">
                    <Text color="fg.muted" fontSize="sm">
                      No conversations yet.
                    </Text>
                  </Box>
                }
              >
                {(loaded) => <ChatList chats={loaded.slice(0, PANEL_CHATS)} me={uid} onSelect={go} />}
              </QueryStates>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
