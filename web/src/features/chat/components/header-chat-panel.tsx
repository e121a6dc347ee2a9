import { Box, Button, IconButton, Popover, Portal, Text } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ListSkeleton, LoadError } from "@/components/ui/load-states";
import { UnreadBadge } from "@/components/ui/unread-badge";
import { useAuth } from "@/lib/auth/use-auth";
import { useMyChats } from "../hooks/use-my-chats";
import { ChatList } from "./chat-list";
import { LiveData } from "./live-data";
import { LiveErrorBoundary } from "./live-error-boundary";

const PANEL_CHATS = 8;

interface PanelProps {
  uid: string;
  chats: Chat[];
  unreadTotal: number;
  loading: boolean;
  /** Set when the chats could not be read. */
  retry?: () => void;
}

function LivePanel({ uid }: { uid: string }) {
  const { chats, unreadTotal, loading } = useMyChats(uid);
  return <ChatPanel uid={uid} chats={chats} unreadTotal={unreadTotal} loading={loading} />;
}

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
        fallback={(retry) => <ChatPanel uid={uid} chats={[]} unreadTotal={0} loading={false} retry={retry} />}
      >
        <LivePanel uid={uid} />
      </LiveErrorBoundary>
    </LiveData>
  );
}

function ChatPanel({ uid, chats, unreadTotal, loading, retry }: PanelProps) {
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
              {loading ? (
                <ListSkeleton rows={4} height="12" />
              ) : retry ? (
                <LoadError message="Chats could not be loaded." onRetry={retry} />
              ) : chats.length === 0 ? (
                <Box p="4" textAlign="center">
                  <Text color="fg.muted" fontSize="sm">
                    No conversations yet.
                  </Text>
                </Box>
              ) : (
                <ChatList chats={chats.slice(0, PANEL_CHATS)} me={uid} onSelect={go} />
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
