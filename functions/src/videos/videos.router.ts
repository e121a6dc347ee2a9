import { Router } from "express";
import { dataRoute, fromBody, pathId } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import * as schema from "../shared/video.schema";
import { setVideoArchived } from "./archive-video.handler";
import { bulkVideos } from "./bulk-videos.handler";
import { createVideo } from "./create-video.handler";
import { getVideo } from "./get-video.handler";
import { getVideoWatch } from "./get-video-watch.handler";
import { listVideos } from "./list-videos.handler";
import { updateVideo } from "./update-video.handler";

/** /api/videos (issue 11), for console roles. */
export function videosRouter() {
  const router = Router();
  router.post("/bulk", dataRoute(bulkVideos, fromBody(schema.bulkVideosSchema)));
  router.get("/:id/watch", dataRoute(getVideoWatch, pathId));
  return addResourceRoutes(router, {
    list: [schema.listVideosSchema, listVideos],
    create: [schema.createVideoSchema, createVideo],
    get: getVideo,
    patch: [schema.updateVideoSchema, updateVideo],
    setArchived: setVideoArchived,
  });
}
