import { Alert, Button, Text, VStack } from "@chakra-ui/react";
import type { ChatContact } from "@shared/chat.schema";
import { ArrowLeft, MessageSquarePlus } from "lucide-react";
import { useState } from "react";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useCreateChat } from "../api/create-chat";

export interface ChatNotFoundProps {
  contact: Pick<ChatContact, "uid" | "displayName">;
  onStarted: (chatId: string) => void;
  onBack?: () => void;
}

/**
 * The selected contact has no conversation yet; one click starts it. A conversation the school's
 * safeguarding refuses (a minor whose guardian turned staff messages off, or with nobody to read
 * along) says why, in place, instead of offering a retry that cannot work.
 */
export function ChatNotFound({ contact, onStarted, onBack }: ChatNotFoundProps) {
  const create = useCreateChat();
  const [refused, setRefused] = useState<string | null>(null);
  const start = async () => {
    try {
      const chat = await create.mutateAsync({ type: "individual", memberUid: contact.uid });
      onStarted(chat.id);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setRefused(err.message);
        return;
      }
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
      {refused && (
        <Alert.Root status="warning" maxW="md" textAlign="start" data-testid="chat-refused">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        onClick={() => void start()}
        loading={create.isPending}
        disabled={refused !== null}
      >
        <MessageSquarePlus /> Start a conversation
      </Button>
    </VStack>
  );
}
