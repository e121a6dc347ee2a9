import { Button, Text, VStack } from "@chakra-ui/react";
import type { ChatContact } from "@shared/chat.schema";
import { ArrowLeft, MessageSquarePlus } from "lucide-react";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useCreateChat } from "../api/create-chat";

export interface ChatNotFoundProps {
  contact: Pick<ChatContact, "uid" | "displayName">;
  onStarted: (chatId: string) => void;
  onBack?: () => void;
}

/** The selected contact has no conversation yet; one click starts it. */
export function ChatNotFound({ contact, onStarted, onBack }: ChatNotFoundProps) {
  const create = useCreateChat();
  const start = async () => {
    try {
      const chat = await create.mutateAsync({ type: "individual", memberUid: contact.uid });
      onStarted(chat.id);
    } catch (err) {
      toastErrorWithRetry(
        err instanceof Error ? err.message : "The conversation could not be started.",
        () => void start(),
        "chat-start",
      );
    }
  };
  return (
    <VStack h="full" justify="center" gap="4" p="6" textAlign="center" data-testid="chat-not-found">
      {onBack && (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack}>
          <ArrowLeft /> Back to chats
        </Button>
      )}
      <Text fontSize="xl" fontWeight="bold" letterSpacing="wide" color="fg.muted">
        CHAT NOT FOUND
      </Text>
      <Text color="fg.muted">You have no conversation with {contact.displayName} yet.</Text>
      <Button colorPalette="brand" onClick={() => void start()} loading={create.isPending}>
        <MessageSquarePlus /> Start a conversation
      </Button>
    </VStack>
  );
}
