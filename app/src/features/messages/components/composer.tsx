import { Box, Button, HStack, Textarea } from "@chakra-ui/react";
import { MESSAGE_MAX } from "@shared/chat.schema";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";

/** The message box: Enter adds a line on a phone; the Send button sends. */
export function Composer({ onSend, disabled }: { onSend: (text: string) => void; disabled: boolean }) {
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText("");
  };
  return (
    <Box
      as="form"
      position="sticky"
      bottom="calc(72px + env(safe-area-inset-bottom))"
      bg="bg.subtle"
      pt="2"
      onSubmit={submit}
    >
      <HStack align="end" gap="2">
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          value={text}
          maxLength={MESSAGE_MAX}
          onChange={(e) => setText(e.target.value)}
          autoresize
          rows={1}
          maxH="32"
          bg="bg"
        />
        <Button type="submit" colorPalette="brand" disabled={disabled || !text.trim()} aria-label="Send">
          <Send size={18} aria-hidden />
        </Button>
      </HStack>
    </Box>
  );
}
