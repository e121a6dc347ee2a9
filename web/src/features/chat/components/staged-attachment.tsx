import { Flex, IconButton, Progress, Text } from "@chakra-ui/react";
import { X } from "lucide-react";
import { formatBytes } from "@/lib/format-bytes";
import { AttachmentIcon } from "./attachment-icon";

interface Props {
  file: File;
  disabled: boolean;
  onRemove: () => void;
}

/** The file a message will carry, above the composer's box, with a button to take it off. */
export function StagedAttachment({ file, disabled, onRemove }: Props) {
  return (
    <Flex
      align="center"
      gap="2"
      mb="2"
      px="2"
      py="1"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      maxW="full"
      w="fit-content"
      data-testid="staged-attachment"
    >
      <AttachmentIcon contentType={file.type} />
      <Text fontSize="sm" truncate minW="0">
        {file.name}
      </Text>
      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
        {formatBytes(file.size)}
      </Text>
      <IconButton
        aria-label={`Remove ${file.name}`}
        size="2xs"
        variant="ghost"
        disabled={disabled}
        onClick={onRemove}
      >
        <X />
      </IconButton>
    </Flex>
  );
}

/** The upload of the staged file, in percent. */
export function UploadBar({ name, percent }: { name: string; percent: number }) {
  return (
    <Progress.Root value={percent} size="xs" mb="2" maxW="sm">
      <Progress.Label fontSize="xs" mb="1">
        Uploading {name}… {percent}%
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
