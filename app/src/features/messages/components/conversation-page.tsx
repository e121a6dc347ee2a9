import { Stack } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { EmptyNote, LoadFailed, LoadingRows } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useSession } from "@/lib/session";
import { chatRef, latestMessagesQuery, senderRef } from "../api/chat-refs";
import { markChatRead, sendMessage } from "../api/send-message";
import { useLiveDoc, useLiveQuery } from "../api/use-live";
import { Composer } from "./composer";
import { MessageBubble } from "./message-bubble";
import { WhoCanRead } from "./who-can-read";

interface Failed {
  key: number;
  text: string;
  error: string;
}

/**
 * One chat, live. What is sent offline shows as "Sending…" until Firestore's queue delivers it;
 * a refused message stays on screen, with its text, and a retry.
 */
export function ConversationPage() {
  const { chatId = "" } = useParams();
  const { user } = useSession();
  const uid = user?.uid ?? "";
  const chat = useLiveDoc(chatRef(chatId), `chat:${chatId}`);
  const messages = useLiveQuery(latestMessagesQuery(chatId), `messages:${chatId}`);
  const sender = useLiveDoc(uid ? senderRef(uid) : null, `sender:${uid}`);
  const [failed, setFailed] = useState<Failed[]>([]);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    if (uid && count > 0) void markChatRead(chatId, uid);
  }, [chatId, uid, count]);

  const send = (text: string) => {
    const me = sender.data;
    if (!me) return;
    sendMessage(chatId, me, text).catch((err: Error) =>
      setFailed((list) => [...list, { key: Date.now(), text, error: err.message }]),
    );
  };
  const retry = (item: Failed) => {
    setFailed((list) => list.filter((f) => f.key !== item.key));
    send(item.text);
  };

  const title = chat.data?.type === "support" ? "School support" : chat.data?.name || "Chat";
  return (
    <Stack gap="3">
      <Link
        to="/messages"
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: "0.875rem" }}
      >
        <ArrowLeft size={16} aria-hidden /> Messages
      </Link>
      <ScreenTitle>{title}</ScreenTitle>
      {chat.data && <WhoCanRead chat={chat.data} me={uid} />}
      {messages.error ? (
        <LoadFailed what="This chat" error={messages.error} onRetry={() => location.reload()} />
      ) : messages.data === undefined ? (
        <LoadingRows rows={4} height="12" />
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" p="0" m="0" aria-label="Messages" aria-live="polite">
          {messages.data.length === 0 && failed.length === 0 && (
            <EmptyNote>No messages yet: write the first one below.</EmptyNote>
          )}
          {messages.data.map(({ value, pending }) => (
            <MessageBubble key={value.id} message={value} mine={value.sentBy.uid === uid} pending={pending} />
          ))}
          {failed.map((item) => (
            <MessageBubble
              key={item.key}
              message={{
                text: item.text,
                sentAt: null,
                attachment: null,
                sentBy: { uid, displayName: "", photoURL: null },
              }}
              mine
              failed={{ error: item.error, retry: () => retry(item) }}
            />
          ))}
        </Stack>
      )}
      <Composer onSend={send} disabled={!sender.data} />
    </Stack>
  );
}
