import { Box, Flex, IconButton, Text, Textarea } from "@chakra-ui/react";
import { MESSAGE_MAX, attachmentCaptionSchema, messageTextSchema } from "@shared/chat.schema";
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES } from "@shared/storage-path.schema";
import { Paperclip, SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { formatBytes } from "@/lib/format-bytes";
import { setTyping } from "@/lib/presence";
import { useFileDrop } from "@/lib/use-file-drop";
import type { UploadProgress } from "@/lib/upload-task";
import { UploadRefused, attachmentProblem } from "../api/upload-attachment";
import { StagedAttachment, UploadBar } from "./staged-attachment";

const TYPING_IDLE_MS = 3000;
const ACCEPT = Object.keys(CHAT_ATTACHMENT_TYPES).join(",");
const LIMIT = `Attach one image, PDF or video (MP4, WebM, MOV) up to ${formatBytes(CHAT_ATTACHMENT_MAX_BYTES)}.`;

interface Props {
  uid: string;
  disabled?: boolean;
  disabledReason?: string;
  /** Said above the box before sending (quiet hours: "will be delivered at 07:00"). */
  notice?: string;
  /**
   * Sends the text, with the file when one is attached (uploaded first, reporting progress); may
   * answer a line to confirm (a message held for quiet hours).
   */
  onSend: (
    text: string,
    file: File | null,
    onProgress: (p: UploadProgress) => void,
  ) => Promise<string | null | void>;
}

/**
 * Enter sends, Shift+Enter starts a new line, an empty message cannot be sent (unless it carries a
 * file). One file a message, picked with the paperclip or dropped on the composer; a type or size
 * storage.rules would refuse is refused here, next to the composer, before any upload. While the
 * user types, `users/{uid}.isTyping` is true; it is cleared after 3 s without a keystroke, on
 * send, and when the conversation closes.
 */
export function Composer({ uid, disabled, disabledReason, notice, onSend }: Props) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const limitId = useId();

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
    setConfirmation(null);
    if (!value.trim()) return stopTyping();
    if (!typing.current) {
      typing.current = true;
      void setTyping(uid, true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const attach = (files: FileList | null | undefined) => {
    const picked = files?.[0];
    if (!picked) return;
    const refused = attachmentProblem(picked);
    setProblem(
      refused
        ? `${picked.name}: ${refused}`
        : files.length > 1
          ? `One file a message: ${picked.name} is attached.`
          : null,
    );
    if (!refused) setFile(picked);
    if (picker.current) picker.current.value = "";
  };

  const { dragging, dropHandlers } = useFileDrop((files) => {
    if (!sending) attach(files);
  });

  const valid = (file ? attachmentCaptionSchema : messageTextSchema).safeParse(text).success;
  const send = async () => {
    if (!valid || sending) return;
    const toSend = text;
    const fileToSend = file;
    const done = () => {
      setText("");
      setFile(null);
    };
    setSending(true);
    setProblem(null);
    stopTyping();
    try {
      setConfirmation((await onSend(toSend, fileToSend, setProgress)) || null);
      done();
    } catch (err) {
      console.error("Error sending message:", err);
      if (err instanceof UploadRefused || (err as { code?: string })?.code === "storage/unauthorized") {
        setProblem(
          err instanceof UploadRefused
            ? err.message
            : "The file was refused: you may no longer be in this chat.",
        );
      } else {
        toastErrorWithRetry(
          fileToSend ? `The file ${fileToSend.name} could not be sent.` : "The message could not be sent.",
          () => void onSend(toSend, fileToSend, setProgress).then(done),
          "chat-send",
        );
      }
    } finally {
      setSending(false);
      setProgress(null);
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

  const percent = progress && progress.total ? Math.round((progress.transferred / progress.total) * 100) : 0;

  return (
    <Box
      px={{ base: "2", md: "4" }}
      py="3"
      borderTopWidth="1px"
      bg={dragging ? "brand.subtle" : "bg"}
      outline={dragging ? "2px dashed" : undefined}
      outlineColor="brand.solid"
      outlineOffset="-4px"
      {...dropHandlers}
      data-testid="composer"
    >
      <Text id={limitId} fontSize="xs" color="fg.muted" mb="2" hidden={!dragging && !file && !problem}>
        {dragging ? `Drop to attach. ${LIMIT}` : LIMIT}
      </Text>
      {file && (
        <StagedAttachment
          file={file}
          disabled={sending}
          onRemove={() => {
            setFile(null);
            input.current?.focus();
          }}
        />
      )}
      {progress && <UploadBar name={file?.name ?? ""} percent={percent} />}
      {(notice || confirmation) && (
        <Text fontSize="sm" color="fg.muted" mb="2" role="status" data-testid="delivery-notice">
          {confirmation ?? notice}
        </Text>
      )}
      {problem && (
        <Text
          id={problemId}
          role="alert"
          fontSize="sm"
          color="fg.error"
          mb="2"
          data-testid="attachment-problem"
        >
          {problem}
        </Text>
      )}
      <Flex gap="2" align="flex-end">
        <IconButton
          aria-label="Attach a file"
          aria-describedby={problem ? `${problemId} ${limitId}` : limitId}
          title={LIMIT}
          variant="ghost"
          disabled={sending}
          onClick={() => picker.current?.click()}
        >
          <Paperclip />
        </IconButton>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label="Attach a file"
          data-testid="attach-input"
          onChange={(e) => attach(e.target.files)}
        />
        <Textarea
          ref={input}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
          placeholder={
            file
              ? "Add a caption (optional)…"
              : "Write a message… (Enter to send, Shift+Enter for a new line)"
          }
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
    </Box>
  );
}
