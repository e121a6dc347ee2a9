import { consoleRouter } from "../api/route-table-router";
import { uploadRoutes } from "../shared/upload.routes";
import { createUploadSlot } from "./create-upload-slot.handler";

/** /api/uploads: the handlers of `uploadRoutes`. */
export function uploadsRouter() {
  return consoleRouter(uploadRoutes, { create: createUploadSlot });
}
