import { Router } from "express";
import { dataRoute, fromBody, fromQuery, pageRoute, patchOf, pathId, pathIdWith } from "../api/data-route";
import {
  bulkVideosSchema,
  createVideoSchema,
  listVideosSchema,
  updateVideoSchema,
} from "../shared/video.schema";
import { setVideoArchived } from "./archive-video.handler";
import { bulkVideos } from "./bulk-videos.handler";
import { createVideo } from "./create-video.handler";
import { getVideo } from "./get-video.handler";
import { listVideos } from "./list-videos.handler";
import { updateVideo } from "./update-video.handler";

/** /api/videos (issue 11), for console roles. */
export function videosRouter() {
  const router = Router();
  router.post("/bulk", dataRoute(bulkVideos, fromBody(bulkVideosSchema)));
  router.get("/", pageRoute(listVideos, fromQuery(listVideosSchema)));
  router.post("/", dataRoute(createVideo, fromBody(createVideoSchema), 201));
  router.get("/:id", dataRoute(getVideo, pathId));
  router.patch("/:id", dataRoute(updateVideo, patchOf(updateVideoSchema)));
  router.post("/:id/archive", dataRoute(setVideoArchived, pathIdWith({ archived: true })));
  router.post("/:id/restore", dataRoute(setVideoArchived, pathIdWith({ archived: false })));
  return router;
}
