import { dataRoute, noInput } from "../api/data-route";
import { Router } from "express";
import { parsePatch } from "../api/middleware/validate";
import * as schema from "../shared/profile.schema";
import { getMyProfile } from "./get-profile.handler";
import { updateMyProfile } from "./update-profile.handler";

/** /api/profile: the signed-in person's own profile (issue 13), for console roles. */
export function profileRouter() {
  const router = Router();
  router.get("/", dataRoute(getMyProfile, noInput));
  router.patch(
    "/",
    dataRoute(updateMyProfile, (req) => parsePatch(schema.updateProfileSchema, req.body)),
  );
  return router;
}
