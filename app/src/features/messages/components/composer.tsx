import { Button, CloseButton, HStack, IconButton, Text, Textarea } from "@chakra-ui/react";
import { attachmentCaptionSchema, MESSAGE_MAX } from "@shared/chat.schema";
import { CHAT_ATTACHMENT_TYPES } from "@shared/storage-path.schema";
import { Paperclip, Send } from "lucide-react";
import { useRef, useState } from "react";
import { z } from "zod";
import { SchemaForm } from "@/components/ui/schema-form";
import { useSchemaSubmit } from "@/lib/use-schema-submit";
import { attachmentProblem } from "../api/attachments";

/** What the student accepts picking: the types storage.rules take for a chat's file. */
const ACCEPT = Object.keys(CHAT_ATTACHMENT_TYPES).join(",");

/** A message is its text, or a file with a caption that may be empty. */
const messageSchema = z
  .object({ text: attachmentCaptionSchema, file: z.instanceof(File).nullable() })
  .refine((m) => m.text !== "" || m.file !== null, { path: ["text"], message: "Write a message first." });

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
  const picker = useRef<HTMLInputElement>(null);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const why = attachmentProblem(picked);
    submit.setFieldError("file", why);
    setFile(why ? null : picked);
  };
  // Sending does not fail here: the message shows at once, and a failed one offers its own retry.
  const submit = useSchemaSubmit(
    messageSchema,
    { text, file },
    (message) => {
      onSend(message.text, message.file);
      setText("");
      setFile(null);
    },
    { fields: ["text", "file"], failure: "The message could not be sent." },
  );
  const problem = submit.errors.file ?? submit.errors.text;
  return (
    <SchemaForm
      submit={submit}
      position="sticky"
      bottom="calc(72px + env(safe-area-inset-bottom))"
      bg="bg.subtle"
      pt="2"
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
    </SchemaForm>
  );
}
