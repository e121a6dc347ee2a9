import { AspectRatio, Box, Button, Dialog, Stack, Text } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { ViewDialog } from "@/components/ui/view-dialog";
import { formatDuration } from "../format";

/** The player of a video: YouTube and Vimeo in their own frame, a file in a <video>. */
export function VideoPlayer({ video }: { video: Video }) {
  const { source } = video;
  const fileUrl = source.kind === "upload" ? source.url : source.provider === "file" ? source.embedUrl : null;
  return (
    <AspectRatio ratio={16 / 9} bg="black" borderRadius="md" overflow="hidden">
      {source.kind === "link" && source.provider !== "file" ? (
        <iframe
          src={source.embedUrl}
          title={`Video: ${video.title}`}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      ) : fileUrl ? (
        <video
          src={fileUrl}
          controls
          preload="metadata"
          poster={video.posterUrl ?? undefined}
          aria-label={`Video: ${video.title}`}
          data-testid="preview-video"
        />
      ) : (
        <Box color="white" display="flex" alignItems="center" justifyContent="center">
          The file is not available.
        </Box>
      )}
    </AspectRatio>
  );
}

/** Plays one video in a dialog, with what it is about. */
export function VideoPreviewDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  return (
    <ViewDialog item={video} onClose={onClose} size="xl" closeLabel="Close preview">
      {(video) => (
        <>
          <Dialog.Header>
            <Dialog.Title>{video.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="3">
              <VideoPlayer video={video} />
              <Text fontSize="sm" color="fg.muted">
                {video.programName ?? "Unknown program"} · Week {video.week} ·{" "}
                {formatDuration(video.durationSeconds)}
              </Text>
              {video.description && <Text>{video.description}</Text>}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
        </>
      )}
    </ViewDialog>
  );
}
