import { Router } from "express";
import { parseInput } from "../api/middleware/validate";
import { requireRole } from "../api/middleware/require-role";
import { contextOf } from "../api/request-context";
import { settingsSchema } from "../shared/settings.schema";
import { getSettings } from "./get-settings.handler";
import { updateSettings } from "./update-settings.handler";

/** /api/settings (issue 13): staff read, admins change. */
export function settingsRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({ data: await getSettings({ ctx: contextOf(req), input: {} }) });
  });
  router.put("/", requireRole("admin"), async (req, res) => {
    res.json({
      data: await updateSettings({ ctx: contextOf(req), input: parseInput(settingsSchema, req.body) }),
    });
  });
  return router;
}
