import { data, defineRoutes, typed } from "./route-contract";
import { settingsSchema, type SettingsView } from "./settings.schema";

const settings = typed<SettingsView>("The school's settings.");

/** /api/settings: staff read, admins change. */
export const settingsRoutes = defineRoutes(
  { base: "/settings", tag: "Settings", callers: ["admin", "staff"] },
  {
    get: { method: "GET", path: "/", summary: "The school's settings", answer: data(settings) },
    update: {
      method: "PUT",
      path: "/",
      summary: "Replace the school's settings",
      callers: ["admin"],
      body: settingsSchema,
      answer: data(settings),
    },
  },
);
