import { Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { UploadRefused, uploadImage, type ImageKind } from "@/lib/upload-image";

interface ImageUploadProps {
  /** The button's words ("Upload photo"). */
  label: string;
  /** What the image is (the API picks its place in Storage), and the size storage.rules allow. */
  kind: ImageKind;
  maxBytes: number;
  /** Called with the stored path (and the file, for a preview) once the upload is done; the caller saves it (a rejection shows). */
  onUploaded: (path: string, file: File) => Promise<void> | void;
  /** When given (there is an image), a "Remove" button calls it. */
  onRemove?: () => Promise<void> | void;
  removeLabel?: string;
  disabled?: boolean;
  /** The picture as it is now (an avatar, a logo). */
  children: ReactNode;
}

const ACCEPT = "image/png,image/jpeg,image/webp";

/**
 * Picks an image, uploads it to Cloud Storage with progress shown, and hands its path on. The
 * file input is visually hidden behind a real button (so keyboard and screen readers get one
 * control with a name), and stays in the page for tests' setInputFiles.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, kind, maxBytes, onUploaded, onRemove, removeLabel, disabled, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null || removing;

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      await onUploaded(await uploadImage(kind, file, maxBytes, setProgress), file);
    } catch (err) {
      setError(
        err instanceof UploadRefused
          ? err.message
          : `The image could not be uploaded. ${(err as Error).message ?? ""}`.trim(),
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  const remove = async () => {
    if (!onRemove) return;
    setError(null);
    setRemoving(true);
    try {
      await onRemove();
    } catch (err) {
      setError(`The image could not be removed. ${(err as Error).message ?? ""}`.trim());
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="4" align="center" wrap="wrap">
        {children}
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={progress !== null}
              disabled={disabled || busy}
              onClick={() => input.current?.click()}
              aria-describedby={error ? errorId : undefined}
            >
              <ImageUp aria-hidden /> {label}
            </Button>
            {onRemove && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                colorPalette="red"
                loading={removing}
                disabled={disabled || busy}
                onClick={() => void remove()}
              >
                <Trash2 aria-hidden /> {removeLabel ?? "Remove"}
              </Button>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            PNG, JPEG or WebP, up to {Math.round(maxBytes / 1024 / 1024)} MB.
          </Text>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          disabled={disabled || busy}
          aria-label={label}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </HStack>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} size="sm" maxW="xs">
          <Progress.Label mb="1" fontSize="sm">
            Uploading… {Math.round(progress * 100)}%
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
