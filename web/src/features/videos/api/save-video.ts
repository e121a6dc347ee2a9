import { videoRoutes } from "@shared/video.routes";
import type { BulkVideosInput, CreateVideoInput, UpdateVideoInput } from "@shared/video.schema";
import { apiCall } from "@/lib/api-call";
import { sharedRootKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { videoKeys } from "./list-videos";

/** A video change shows in the library and on its program's term weeks. */
const stale = () => [videoKeys.all, sharedRootKeys.programs] as const;

/** POST /api/videos */
export function createVideo(input: CreateVideoInput) {
  return apiCall(videoRoutes.create, { body: input });
}

export function useCreateVideo() {
  return useRefreshingMutation(createVideo, { record: (v) => videoKeys.one(v._id), stale });
}

/** PATCH /api/videos/:id with only the fields that change. */
export function updateVideo({ id, patch }: { id: string; patch: UpdateVideoInput }) {
  return apiCall(videoRoutes.update, { params: { id }, body: patch });
}

export function useUpdateVideo() {
  return useRefreshingMutation(updateVideo, { record: (v) => videoKeys.one(v._id), stale });
}

/** POST /api/videos/:id/archive or /restore */
export function setVideoArchived({ id, archived }: { id: string; archived: boolean }) {
  return apiCall(archived ? videoRoutes.archive : videoRoutes.restore, { params: { id } });
}

export function useSetVideoArchived() {
  return useRefreshingMutation(setVideoArchived, { record: (v) => videoKeys.one(v._id), stale });
}

/** POST /api/videos/bulk */
export function bulkVideos(input: BulkVideosInput) {
  return apiCall(videoRoutes.bulk, { body: input });
}

export function useBulkVideos() {
  return useRefreshingMutation(bulkVideos, { stale, settleAfterRefresh: true });
}
