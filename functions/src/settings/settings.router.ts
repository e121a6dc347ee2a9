import { consoleRouter } from "../api/route-table-router";
import { settingsRoutes } from "../shared/settings.routes";
import { getSettings } from "./get-settings.handler";
import { updateSettings } from "./update-settings.handler";

/** /api/settings: the handlers of `settingsRoutes` (staff read, admins change). */
export function settingsRouter() {
  return consoleRouter(settingsRoutes, { get: getSettings, update: updateSettings });
}
