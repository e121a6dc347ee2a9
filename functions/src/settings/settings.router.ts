import { dataRoute, fromBody, noInput } from "../api/data-route";
import { Router } from "express";
import { requireRole } from "../api/middleware/require-role";
import * as schema from "../shared/settings.schema";
import { getSettings } from "./get-settings.handler";
import { updateSettings } from "./update-settings.handler";

/** /api/settings (issue 13): staff read, admins change. */
export function settingsRouter() {
  const router = Router();
  router.get("/", dataRoute(getSettings, noInput));
  router.put("/", requireRole("admin"), dataRoute(updateSettings, fromBody(schema.settingsSchema)));
  return router;
}
