import { Router } from "express";
import { contextOf } from "../api/request-context";
import { parsePatch } from "../api/middleware/validate";
import { updateProfileSchema } from "../shared/profile.schema";
import { getMyProfile } from "./get-profile.handler";
import { updateMyProfile } from "./update-profile.handler";

/** /api/profile: the signed-in person's own profile (issue 13), for console roles. */
export function profileRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({ data: await getMyProfile({ ctx: contextOf(req), input: {} }) });
  });
  router.patch("/", async (req, res) => {
    const input = parsePatch(updateProfileSchema, req.body);
    res.json({ data: await updateMyProfile({ ctx: contextOf(req), input }) });
  });
  return router;
}
