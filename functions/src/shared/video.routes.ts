import { videoWatchSummarySchema } from "./video-watch.schema";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, page, typed } from "./route-contract";
import {
  bulkVideosSchema,
  createVideoSchema,
  listVideosSchema,
  updateVideoSchema,
  type BulkVideosResult,
  type Video,
} from "./video.schema";

const video = typed<Video>("A video of the library.");

/** /api/videos, for console roles: the weekly video library. */
export const videoRoutes = defineRoutes(
  { base: "/videos", tag: "Videos", callers: ["admin", "staff"] },
  {
    bulk: {
      method: "POST",
      path: "/bulk",
      summary: "Publish, unpublish, move, archive or restore several videos",
      body: bulkVideosSchema,
      answer: data(typed<BulkVideosResult>("What changed.")),
    },
    list: {
      method: "GET",
      path: "/",
      summary: "Videos, filtered",
      query: listVideosSchema,
      answer: page(video),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Add an uploaded or linked video",
      body: createVideoSchema,
      answer: data(video, 201),
    },
    get: { method: "GET", path: "/:id", summary: "One video", params: idParamsSchema, answer: data(video) },
    watch: {
      method: "GET",
      path: "/:id/watch",
      summary: "How many students started the video and how many watched it to 90%",
      params: idParamsSchema,
      answer: data(videoWatchSummarySchema),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a video (only the fields sent)",
      params: idParamsSchema,
      body: updateVideoSchema,
      patch: true,
      answer: data(video),
    },
    archive: {
      method: "POST",
      path: "/:id/archive",
      summary: "Archive a video",
      params: idParamsSchema,
      answer: data(video),
    },
    restore: {
      method: "POST",
      path: "/:id/restore",
      summary: "Restore a video",
      params: idParamsSchema,
      answer: data(video),
    },
  },
);
