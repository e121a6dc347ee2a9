import { Badge } from "@chakra-ui/react";
import { Eye } from "lucide-react";
import { useVideoWatch } from "../api/get-video-watch";

/**
 * How far students got with a video: "12 started · 8 watched" (watched = played to 90%). Quiet
 * while loading or when the count cannot be read: it is a figure beside the form, not the form.
 */
export function WatchBadge({ videoId }: { videoId: string }) {
  const watch = useVideoWatch(videoId);
  if (!watch.data) return null;
  const { started, watched } = watch.data;
  return (
    <Badge colorPalette="blue" variant="subtle" title="Students who started it, and who watched it to 90%">
      <Eye aria-hidden /> {started} started · {watched} watched
    </Badge>
  );
}
