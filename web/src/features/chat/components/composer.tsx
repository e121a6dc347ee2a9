import { Flex, IconButton, Text, Textarea } from "@chakra-ui/react";
import { MESSAGE_MAX, messageTextSchema } from "@shared/chat.schema";
import { SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { setTyping } from "@/lib/presence";

const TYPING_IDLE_MS = 3000;

interface Props {
  uid: string;
  disabled?: boolean;
  disabledReason?: string;
  onSend: (text: string) => Promise<void>;
}

/**
 * Enter sends, Shift+Enter starts a new line, an empty message cannot be sent. While the user
 * types, `users/{uid}.isTyping` is true; it is cleared after 3 s without a keystroke, on send,
 * and when the conversation closes.
 */
export function Composer({ uid, disabled, disabledReason, onSend }: Props) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  const stopTyping = () => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (typing.current) {
      typing.current = false;
      void setTyping(uid, false);
    }
  };

  useEffect(() => stopTyping, [uid]); // eslint-disable-line react-hooks/exhaustive-deps

  const onChange = (value: string) => {
    setText(value);
    if (!value.trim()) return stopTyping();
    if (!typing.current) {
      typing.current = true;
      void setTyping(uid, true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const valid = messageTextSchema.safeParse(text).success;
  const send = async () => {
    if (!valid || sending) return;
    const toSend = text;
    setSending(true);
    stopTyping();
    try {
      await onSend(toSend);
      setText("");
    } catch (err) {
      console.error("Error sending message:", err);
      toastErrorWithRetry(
        "The message could not be sent.",
        () => void onSend(toSend).then(() => setText("")),
        "chat-send",
      );
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  if (disabled) {
    return (
      <Text px="4" py="3" borderTopWidth="1px" bg="bg" color="fg.muted" fontSize="sm">
        {disabledReason}
      </Text>
    );
  }

  return (
    <Flex gap="2" px={{ base: "2", md: "4" }} py="3" borderTopWidth="1px" bg="bg" align="flex-end">
      <Textarea
        ref={input}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
        placeholder="Write a message… (Enter to send, Shift+Enter for a new line)"
        aria-label="Message"
        rows={1}
        autoresize
        maxH="40"
        maxLength={MESSAGE_MAX}
        resize="none"
      />
      <IconButton
        aria-label="Send message"
        colorPalette="brand"
        onClick={() => void send()}
        disabled={!valid}
        loading={sending}
      >
        <SendHorizontal />
      </IconButton>
    </Flex>
  );
}
