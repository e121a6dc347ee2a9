import { Stack } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useSession } from "@/lib/session";
import { chatRef, latestMessagesQuery, senderRef } from "../api/chat-refs";
import { uploadAttachment } from "../api/attachments";
import { markChatRead, sendMessage } from "../api/send-message";
import { chatTitle, useChatNames } from "../api/use-member-names";
import { useSchoolToday } from "../api/use-school-today";
import { liveLoad, useLiveDoc, useLiveQuery } from "../api/use-live";
import { Composer } from "./composer";
import { MessageBubble } from "./message-bubble";
import { WhoCanRead } from "./who-can-read";

/** A message with a file, on its way (uploading), or one that was refused (`error`). */
interface Local {
  key: number;
  text: string;
  file: File | null;
  error: string | null;
}

/**
 * One chat, live. Text sent offline shows as "Sending…" until Firestore's queue delivers it; a
 * file is uploaded first (that needs a connection). A refused message stays on screen, with its
 * text and file, and a retry.
 */
export function ConversationPage() {
  const { chatId = "" } = useParams();
  const { user } = useSession();
  const uid = user?.uid ?? "";
  const chat = useLiveDoc(chatRef(chatId), `chat:${chatId}`);
  const messages = useLiveQuery(latestMessagesQuery(chatId), `messages:${chatId}`);
  const sender = useLiveDoc(uid ? senderRef(uid) : null, `sender:${uid}`);
  const today = useSchoolToday();
  const [local, setLocal] = useState<Local[]>([]);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    if (uid && count > 0) void markChatRead(chatId, uid);
  }, [chatId, uid, count]);

  const settle = (key: number, error: string | null) =>
    setLocal((list) =>
      error === null
        ? list.filter((l) => l.key !== key)
        : list.map((l) => (l.key === key ? { ...l, error } : l)),
    );
  const send = (text: string, file: File | null) => {
    const me = sender.data;
    if (!me) return;
    const key = Date.now();
    // Text alone waits in Firestore's queue (its own "Sending…"); a file shows here while it uploads.
    if (file) setLocal((list) => [...list, { key, text, file, error: null }]);
    const write = file
      ? uploadAttachment(chatId, file).then((attachment) => sendMessage(chatId, me, text, attachment))
      : sendMessage(chatId, me, text);
    write.then(
      () => settle(key, null),
      (err: Error) =>
        file
          ? settle(key, err.message)
          : setLocal((list) => [...list, { key, text, file: null, error: err.message }]),
    );
  };
  const retry = (item: Local) => {
    setLocal((list) => list.filter((l) => l.key !== item.key));
    send(item.text, item.file);
  };

  const names = useChatNames(chat.data, uid);
  const title = chat.data ? chatTitle(chat.data, uid, names) : "Chat";
  return (
    <Stack gap="3">
      <Link
        to="/messages"
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: "0.875rem" }}
      >
        <ArrowLeft size={16} aria-hidden /> Messages
      </Link>
      <ScreenTitle>{title}</ScreenTitle>
      {chat.data && <WhoCanRead chat={chat.data} me={uid} names={names} />}
      <DataStates
        state={liveLoad(messages.data, messages.error)}
        what="This chat"
        rows={4}
        rowHeight="12"
        isEmpty={(sent) => sent.length === 0 && local.length === 0}
        empty="No messages yet: write the first one below."
      >
        {(sent) => (
          <Stack as="ol" gap="2" listStyleType="none" p="0" m="0" aria-label="Messages" aria-live="polite">
            {sent.map(({ value, pending }) => (
              <MessageBubble
                key={value.id}
                message={value}
                mine={value.sentBy.uid === uid}
                pending={pending}
                today={today}
              />
            ))}
            {local.map((item) => (
              <MessageBubble
                key={item.key}
                message={{
                  text: item.text,
                  sentAt: null,
                  attachment: null,
                  sentBy: { uid, displayName: "", photoURL: null },
                }}
                fileName={item.file?.name}
                mine
                today={today}
                pending={item.error === null}
                failed={item.error === null ? undefined : { error: item.error, retry: () => retry(item) }}
              />
            ))}
          </Stack>
        )}
      </DataStates>
      <Composer onSend={send} disabled={!sender.data} />
    </Stack>
  );
}
