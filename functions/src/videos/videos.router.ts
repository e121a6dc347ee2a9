import { consoleRouter } from "../api/route-table-router";
import { videoRoutes } from "../shared/video.routes";
import { setVideoArchived } from "./archive-video.handler";
import { bulkVideos } from "./bulk-videos.handler";
import { createVideo } from "./create-video.handler";
import { getVideo } from "./get-video.handler";
import { getVideoWatch } from "./get-video-watch.handler";
import { listVideos } from "./list-videos.handler";
import { updateVideo } from "./update-video.handler";

/** /api/videos: the handlers of `videoRoutes`. */
export function videosRouter() {
  return consoleRouter(videoRoutes, {
    bulk: bulkVideos,
    list: listVideos,
    create: createVideo,
    get: getVideo,
    watch: getVideoWatch,
    update: updateVideo,
    archive: {
      run: async ({ ctx, input }) => ({
        result: await setVideoArchived({ ctx, input: { ...input, archived: true } }),
      }),
    },
    restore: {
      run: async ({ ctx, input }) => ({
        result: await setVideoArchived({ ctx, input: { ...input, archived: false } }),
      }),
    },
  });
}
