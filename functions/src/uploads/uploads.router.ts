import { Router } from "express";
import { dataRoute, fromBody } from "../api/data-route";
import { createUploadSlotSchema } from "../shared/upload-slot.schema";
import { createUploadSlot } from "./create-upload-slot.handler";

/** `/api/uploads`: an upload slot before each file the console puts in Cloud Storage. */
export function uploadsRouter() {
  const router = Router();
  router.post("/", dataRoute(createUploadSlot, fromBody(createUploadSlotSchema), 201));
  return router;
}
