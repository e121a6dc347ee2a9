import {
  bodyWithId,
  dataRoute,
  fromBody,
  fromQuery,
  noContentRoute,
  noInput,
  pageRoute,
  pathId,
  pathIdWith,
} from "../api/data-route";
import { Router } from "express";
import { contextOf } from "../api/request-context";
import { requireRole } from "../api/middleware/require-role";
import { idParam, parseInput } from "../api/middleware/validate";
import * as schema from "../shared/announcement.schema";
import { setAnnouncementArchived } from "./archive-announcement.handler";
import { getAudienceCount, getAudienceOptions } from "./audience.handler";
import { createAnnouncement } from "./create-announcement.handler";
import { deleteAnnouncement } from "./delete-announcement.handler";
import { duplicateAnnouncement } from "./duplicate-announcement.handler";
import { getAnnouncement } from "./get-announcement.handler";
import { listAnnouncements } from "./list-announcements.handler";
import { pinAnnouncement } from "./pin-announcement.handler";
import { publishAnnouncement } from "./publish-announcement.handler";
import { updateAnnouncement } from "./update-announcement.handler";

/**
 * `/api/announcements`, mounted for admin and staff. Publish and permanent delete are admin-only
 * routes; what staff may save or change is the handlers' rule (publication-rule.ts).
 */
export function announcementsRouter() {
  const router = Router();
  const adminOnly = requireRole("admin");

  router.get("/", pageRoute(listAnnouncements, fromQuery(schema.listAnnouncementsSchema)));
  router.get("/audience-options", dataRoute(getAudienceOptions, noInput));
  router.post("/audience-count", dataRoute(getAudienceCount, fromBody(schema.audienceCountSchema)));
  router.post("/", async (req, res) => {
    const ctx = contextOf(req);
    const input = parseInput(
      schema.announcementInputSchema(() => ctx.now),
      req.body,
    );
    res.status(201).json({ data: await createAnnouncement({ ctx, input }) });
  });
  router.get("/:id", dataRoute(getAnnouncement, pathId));
  router.put("/:id", async (req, res) => {
    const id = idParam(req.params);
    const ctx = contextOf(req);
    const input = parseInput(
      schema.announcementInputSchema(() => ctx.now),
      req.body,
    );
    res.json({ data: await updateAnnouncement({ ctx, input: { ...input, id } }) });
  });
  router.patch("/:id", dataRoute(pinAnnouncement, bodyWithId(schema.pinAnnouncementSchema)));
  router.post("/:id/archive", dataRoute(setAnnouncementArchived, pathIdWith({ archived: true })));
  router.post("/:id/restore", dataRoute(setAnnouncementArchived, pathIdWith({ archived: false })));
  router.post("/:id/duplicate", dataRoute(duplicateAnnouncement, pathId, 201));
  router.post("/:id/publish", adminOnly, dataRoute(publishAnnouncement, pathId));
  router.delete("/:id", adminOnly, noContentRoute(deleteAnnouncement, pathId));
  return router;
}
