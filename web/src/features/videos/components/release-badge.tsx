import { Badge } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { useSchoolFormat } from "@/lib/use-school-format";
import { RELEASE_LABEL, RELEASE_PALETTE } from "@/lib/video-release";

/** Where a video stands for students; a video waiting for its week says when it comes out. */
export function ReleaseBadge({ video }: { video: Video }) {
  const school = useSchoolFormat();
  const state = video.releaseState;
  return (
    <Badge
      colorPalette={RELEASE_PALETTE[state]}
      variant="subtle"
      title={state === "scheduled" ? `Released ${school.longDateTime(video.releaseAt)}` : undefined}
    >
      {state === "scheduled" ? `Out ${school.date(video.releaseAt)}` : RELEASE_LABEL[state]}
    </Badge>
  );
}
