import { Box, Button, Flex, HStack, Tabs, Text } from "@chakra-ui/react";
import type { Chat, SupportAction } from "@shared/chat.schema";
import { LifeBuoy } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import { EmptyView, liveFailure } from "@/components/ui/load-states";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useAuth } from "@/lib/auth/use-auth";
import { useMediaQuery } from "@/lib/use-media-query";
import { useUpdateSupportChat } from "../api/update-support-chat";
import { CLOSED_SUPPORT_REASON, isClosedSupport, NARROW } from "../chat-format";
import { useSupportChats } from "../hooks/use-support-chats";
import { LiveChatList } from "./chat-list";
import { Conversation } from "./conversation";
import { LiveData } from "./live-data";
import { LiveErrorBoundary } from "./live-error-boundary";
import { WithPerson } from "./with-person";
const DONE: Record<SupportAction, string> = {
  assign: "Assigned to you.",
  close: "Support chat closed.",
  reopen: "Support chat reopened.",
};

function AssigneeName({ uid, me }: { uid: string; me: string }) {
  if (uid === me) return "you";
  return <WithPerson uid={uid}>{(person) => person?.displayName ?? "…"}</WithPerson>;
}

function SupportActions({ chat, me }: { chat: Chat; me: string }) {
  const update = useUpdateSupportChat();
  const run = async (action: SupportAction) => {
    try {
      await update.mutateAsync({ chatId: chat.id, action });
      toast.success(DONE[action]);
    } catch (err) {
      toastErrorWithRetry(
        err instanceof Error ? err.message : "The support chat could not be updated.",
        () => void run(action),
        `support-${action}`,
      );
    }
  };
  const busy = update.isPending ? update.variables?.action : undefined;
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="xs" color="fg.muted">
        {chat.assignee ? (
          <>
            Assigned to <AssigneeName uid={chat.assignee} me={me} />
          </>
        ) : (
          "Unassigned"
        )}
      </Text>
      {chat.assignee !== me && chat.status === "open" && (
        <Button size="xs" colorPalette="brand" onClick={() => void run("assign")} loading={busy === "assign"}>
          Assign to me
        </Button>
      )}
      {chat.status === "open" ? (
        <Button size="xs" variant="outline" onClick={() => void run("close")} loading={busy === "close"}>
          Close
        </Button>
      ) : (
        <Button size="xs" variant="outline" onClick={() => void run("reopen")} loading={busy === "reopen"}>
          Reopen
        </Button>
      )}
    </HStack>
  );
}

function SupportList({
  status,
  me,
  selectedId,
  onSelect,
}: {
  status: "open" | "closed";
  me: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <LiveChatList
      live={useSupportChats(status)}
      rows={4}
      empty={
        <EmptyView
          title={status === "open" ? "No open support chats" : "No closed support chats"}
          description={status === "open" ? "Students' questions from the app appear here." : undefined}
          icon={<LifeBuoy />}
        />
      }
      me={me}
      selectedId={selectedId}
      onSelect={(chat) => onSelect(chat.id)}
      tagOf={(c) => (c.assignee ? (c.assignee === me ? "Assigned to you" : "Assigned") : "Unassigned")}
      testId="support-list"
    />
  );
}

/** /support/chat: the support inbox (open and closed), assignment and replies. */
export default function SupportChatPage() {
  return (
    <Flex
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      overflow="hidden"
      h={{ base: "calc(100dvh - 150px)", md: "calc(100dvh - 170px)" }}
      minH="420px"
    >
      <LiveData>
        <LiveErrorBoundary fallback={liveFailure("support chats")}>
          <SupportInbox />
        </LiveErrorBoundary>
      </LiveData>
    </Flex>
  );
}

function SupportInbox() {
  const me = useAuth().auth.user!._id;
  const [params, setParams] = useSearchParams();
  const tab = params.get("status") === "closed" ? "closed" : "open";
  const selectedId = params.get("chat");
  const narrow = useMediaQuery(NARROW);
  const open = useSupportChats("open");
  const closed = useSupportChats("closed");
  const selected = [...open.chats, ...closed.chats].find((c) => c.id === selectedId) ?? null;

  const showList = !narrow || !selected;
  return (
    <>
      {showList && (
        <Box
          w={{ base: "full", md: "340px" }}
          flexShrink={0}
          borderEndWidth={{ md: "1px" }}
          overflowY="auto"
          p="2"
        >
          <Tabs.Root
            value={tab}
            onValueChange={(e) => setParams({ status: e.value })}
            variant="line"
            size="sm"
            lazyMount
            unmountOnExit
          >
            <Tabs.List mb="2">
              <Tabs.Trigger value="open">Open ({open.chats.length})</Tabs.Trigger>
              <Tabs.Trigger value="closed">Closed ({closed.chats.length})</Tabs.Trigger>
            </Tabs.List>
            {(["open", "closed"] as const).map((status) => (
              <Tabs.Content key={status} value={status} p="0">
                <SupportList
                  status={status}
                  me={me}
                  selectedId={selectedId}
                  onSelect={(id) => setParams({ status, chat: id })}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Box>
      )}
      {(!narrow || selected) && (
        <Box flex="1" minW="0" minH="0">
          {selected ? (
            <Conversation
              key={selected.id}
              chat={selected}
              me={me}
              onBack={narrow ? () => setParams({ status: tab }) : undefined}
              actions={<SupportActions chat={selected} me={me} />}
              composerDisabledReason={isClosedSupport(selected) ? CLOSED_SUPPORT_REASON : undefined}
            />
          ) : (
            <Flex h="full" align="center" justify="center" p="6">
              <Text color="fg.muted">Select a support chat to read and answer it.</Text>
            </Flex>
          )}
        </Box>
      )}
    </>
  );
}
