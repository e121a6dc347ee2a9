import { createUploadSlotSchema, uploadSlotSchema } from "./upload-slot.schema";
import { data, defineRoutes } from "./route-contract";

/** /api/uploads: an upload slot before each file the console puts in Cloud Storage. */
export const uploadRoutes = defineRoutes(
  { base: "/uploads", tag: "Uploads", callers: ["admin", "staff"] },
  {
    create: {
      method: "POST",
      path: "/",
      summary: "An upload slot: the path to upload one file to, within the caller's caps (429 past them)",
      body: createUploadSlotSchema,
      answer: data(uploadSlotSchema, 201),
    },
  },
);
