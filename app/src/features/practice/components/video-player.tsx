import { AspectRatio, Box, Text } from "@chakra-ui/react";
import type { MyVideo } from "@shared/video.schema";
import { useEffect, useRef } from "react";
import { postProgress } from "../api/list-videos";
import { progressTracker, type ProgressEvent } from "../watch-progress";

/** Sends a progress event; a failure is not the student's problem (the next one will try again). */
const send = (videoId: string, event: ProgressEvent | null) => {
  if (event) postProgress(videoId, event).catch(() => undefined);
};

/**
 * Plays an upload in a <video> (reporting started and watched-to-90%), a file link the same way,
 * and a YouTube or Vimeo link in the provider's embed (the only frames the CSP allows): for those
 * the app sees no playback, so it reports "started" when the player is shown.
 */
export function VideoPlayer({ video }: { video: MyVideo }) {
  const tracker = useRef(progressTracker());
  const { play } = video;
  const embed = play.kind === "link" && play.provider !== "file";

  useEffect(() => {
    if (embed) send(video._id, tracker.current.at(0, video.durationSeconds ?? 0));
  }, [embed, video._id, video.durationSeconds]);

  const src = play.kind === "upload" ? play.url : play.embedUrl;
  if (!src) {
    return (
      <Box bg="bg.muted" borderRadius="lg" p="6" textAlign="center">
        <Text>This video is still being prepared. Try again later.</Text>
      </Box>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden" bg="black">
      {embed ? (
        <iframe
          src={src}
          title={video.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video
          src={src}
          controls
          playsInline
          preload="metadata"
          poster={video.posterUrl ?? undefined}
          aria-label={video.title}
          onPlay={(e) =>
            send(video._id, tracker.current.at(e.currentTarget.currentTime, e.currentTarget.duration))
          }
          onTimeUpdate={(e) =>
            send(video._id, tracker.current.at(e.currentTarget.currentTime, e.currentTarget.duration))
          }
        />
      )}
    </AspectRatio>
  );
}
