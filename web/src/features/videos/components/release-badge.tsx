import { Badge } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { formatSchoolTime } from "@/lib/school-time";
import { RELEASE_LABEL, RELEASE_PALETTE } from "@/lib/video-release";

/** Where a video stands for students; a video waiting for its week says when it comes out. */
export function ReleaseBadge({ video, timeZone }: { video: Video; timeZone: string }) {
  const state = video.releaseState;
  return (
    <Badge
      colorPalette={RELEASE_PALETTE[state]}
      variant="subtle"
      title={state === "scheduled" ? `Released ${formatSchoolTime(video.releaseAt, timeZone)}` : undefined}
    >
      {state === "scheduled"
        ? `Out ${formatSchoolTime(video.releaseAt, timeZone).replace(/, \d\d:\d\d$/, "")}`
        : RELEASE_LABEL[state]}
    </Badge>
  );
}
