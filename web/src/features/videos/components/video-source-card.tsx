import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { useRef, useState } from "react";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { formatBytes } from "@/lib/format-bytes";
import { startUpload, type UploadProgress } from "@/lib/upload-task";
import { useUpdateVideo } from "../api/save-video";
import { capturePoster } from "../capture-poster";
import { fileProblem, videoTypeOf } from "../use-upload-queue";

/** The file or link: a new file replaces the old (deleted by the API once the new one is saved). */
export function VideoSourceCard({ video }: { video: Video }) {
  const update = useUpdateVideo();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState(video.source.kind === "link" ? video.source.url : "");

  const replaceFile = async (file: File) => {
    setProblem(fileProblem(file));
    if (fileProblem(file)) return;
    try {
      const type = videoTypeOf(file)!;
      const { poster, durationSeconds } = await capturePoster(file);
      const posterPath = poster
        ? await startUpload({ kind: "video-poster" }, poster, "image/jpeg", () => undefined)
            .then((u) => u.done)
            .catch(() => null)
        : null;
      const upload = await startUpload({ kind: "video" }, file, type, setProgress);
      const path = await upload.done;
      await update.mutateAsync({
        id: video._id,
        patch: { source: { kind: "upload", path }, posterPath, durationSeconds },
      });
      toast.success("The file is replaced.");
    } catch (err) {
      setProblem(`The file could not be replaced. ${(err as Error).message}`);
    } finally {
      setProgress(null);
    }
  };

  const saveLink = () =>
    update.mutate(
      { id: video._id, patch: { source: { kind: "link", url: link } } },
      {
        onSuccess: () => toast.success("The link is saved."),
        onError: (err) => setProblem(err.message),
      },
    );

  return (
    <SectionCard title={video.source.kind === "upload" ? "File" : "Link"}>
      <Stack gap="3">
        {video.source.kind === "upload" ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              An uploaded file. A new one replaces it; the old file is deleted once the new one is saved.
            </Text>
            <HStack>
              <Button
                size="sm"
                variant="outline"
                loading={progress !== null}
                onClick={() => input.current?.click()}
              >
                Replace the file
              </Button>
              {progress && (
                <Text fontSize="sm" role="status">
                  {formatBytes(progress.transferred)} of {formatBytes(progress.total)}
                </Text>
              )}
            </HStack>
            <input
              ref={input}
              type="file"
              hidden
              accept="video/mp4,video/webm,video/quicktime"
              aria-label="New video file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void replaceFile(file);
                e.target.value = "";
              }}
            />
          </>
        ) : (
          <FormField label="Link" error={problem ?? undefined}>
            <HStack w="full">
              <Input value={link} onChange={(e) => setLink(e.target.value)} maxLength={2000} />
              <Button size="sm" variant="outline" onClick={saveLink} loading={update.isPending}>
                Save link
              </Button>
            </HStack>
          </FormField>
        )}
        {problem && video.source.kind === "upload" && (
          <Text color="red.fg" fontSize="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
