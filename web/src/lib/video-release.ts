import type { VideoReleaseState } from "@shared/video.schema";

/**
 * How a library video's release state is shown wherever videos are listed (the library, a
 * program's term weeks): its words and its badge colour.
 */
export const RELEASE_LABEL: Record<VideoReleaseState, string> = {
  draft: "Draft",
  scheduled: "Not released yet",
  released: "Released",
  archived: "Archived",
};

export const RELEASE_PALETTE: Record<VideoReleaseState, string> = {
  draft: "gray",
  scheduled: "orange",
  released: "green",
  archived: "red",
};
