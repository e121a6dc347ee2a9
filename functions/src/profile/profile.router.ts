import { consoleRouter } from "../api/route-table-router";
import { profileRoutes } from "../shared/profile.routes";
import { getMyProfile } from "./get-profile.handler";
import { updateMyProfile } from "./update-profile.handler";

/** /api/profile: the handlers of `profileRoutes`. */
export function profileRouter() {
  return consoleRouter(profileRoutes, { get: getMyProfile, update: updateMyProfile });
}
