import { Box, Button, CloseButton, HStack, IconButton, Text, Textarea } from "@chakra-ui/react";
import { MESSAGE_MAX } from "@shared/chat.schema";
import { CHAT_ATTACHMENT_TYPES } from "@shared/storage-path.schema";
import { Paperclip, Send } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { attachmentProblem } from "../api/attachments";

/** What the student accepts picking: the types storage.rules take for a chat's file. */
const ACCEPT = Object.keys(CHAT_ATTACHMENT_TYPES).join(",");

/**
 * The message box: Enter adds a line on a phone; the Send button sends. A file (one per message)
 * is checked when picked, and the reason it cannot go is shown beside it.
 */
export function Composer({
  onSend,
  disabled,
}: {
  onSend: (text: string, file: File | null) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const why = attachmentProblem(picked);
    setProblem(why);
    setFile(why ? null : picked);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !file) return;
    onSend(text, file);
    setText("");
    setFile(null);
    setProblem(null);
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
      {(file || problem) && (
        <HStack mb="2" gap="2" fontSize="sm" role={problem ? "alert" : undefined}>
          {file ? (
            <>
              <Paperclip size={14} aria-hidden />
              <Text truncate flex="1">
                {file.name}
              </Text>
              <CloseButton size="2xs" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} />
            </>
          ) : (
            <Text color="fg.error">{problem}</Text>
          )}
        </HStack>
      )}
      <HStack align="end" gap="2">
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label="Attach a file"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <IconButton variant="ghost" aria-label="Attach a file" onClick={() => picker.current?.click()}>
          <Paperclip size={18} aria-hidden />
        </IconButton>
        <Textarea
          aria-label="Message"
          placeholder={file ? "Add a caption (optional)" : "Write a message"}
          value={text}
          maxLength={MESSAGE_MAX}
          onChange={(e) => setText(e.target.value)}
          autoresize
          rows={1}
          maxH="32"
          bg="bg"
        />
        <Button
          type="submit"
          colorPalette="brand"
          disabled={disabled || (!text.trim() && !file)}
          aria-label="Send"
        >
          <Send size={18} aria-hidden />
        </Button>
      </HStack>
    </Box>
  );
}
