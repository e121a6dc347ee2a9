import { Router } from "express";
import { contextOf } from "../api/request-context";
import { requireRole } from "../api/middleware/require-role";
import { idParam, parseInput } from "../api/middleware/validate";
import {
  announcementInputSchema,
  audienceCountSchema,
  listAnnouncementsSchema,
  pinAnnouncementSchema,
} from "../shared/announcement.schema";
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

  router.get("/", async (req, res) => {
    res.json(
      await listAnnouncements({ ctx: contextOf(req), input: parseInput(listAnnouncementsSchema, req.query) }),
    );
  });
  router.get("/audience-options", async (req, res) => {
    res.json({ data: await getAudienceOptions({ ctx: contextOf(req), input: {} }) });
  });
  router.post("/audience-count", async (req, res) => {
    res.json({
      data: await getAudienceCount({ ctx: contextOf(req), input: parseInput(audienceCountSchema, req.body) }),
    });
  });
  router.post("/", async (req, res) => {
    const ctx = contextOf(req);
    const input = parseInput(
      announcementInputSchema(() => ctx.now),
      req.body,
    );
    res.status(201).json({ data: await createAnnouncement({ ctx, input }) });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await getAnnouncement({ ctx: contextOf(req), input: { id: idParam(req.params) } }) });
  });
  router.put("/:id", async (req, res) => {
    const id = idParam(req.params);
    const ctx = contextOf(req);
    const input = parseInput(
      announcementInputSchema(() => ctx.now),
      req.body,
    );
    res.json({ data: await updateAnnouncement({ ctx, input: { ...input, id } }) });
  });
  router.patch("/:id", async (req, res) => {
    const id = idParam(req.params);
    const { pinned } = parseInput(pinAnnouncementSchema, req.body);
    res.json({ data: await pinAnnouncement({ ctx: contextOf(req), input: { id, pinned } }) });
  });
  router.post("/:id/archive", async (req, res) => {
    const id = idParam(req.params);
    res.json({ data: await setAnnouncementArchived({ ctx: contextOf(req), input: { id, archived: true } }) });
  });
  router.post("/:id/restore", async (req, res) => {
    const id = idParam(req.params);
    res.json({
      data: await setAnnouncementArchived({ ctx: contextOf(req), input: { id, archived: false } }),
    });
  });
  router.post("/:id/duplicate", async (req, res) => {
    const id = idParam(req.params);
    res.status(201).json({ data: await duplicateAnnouncement({ ctx: contextOf(req), input: { id } }) });
  });
  router.post("/:id/publish", adminOnly, async (req, res) => {
    const id = idParam(req.params);
    res.json({ data: await publishAnnouncement({ ctx: contextOf(req), input: { id } }) });
  });
  router.delete("/:id", adminOnly, async (req, res) => {
    const id = idParam(req.params);
    await deleteAnnouncement({ ctx: contextOf(req), input: { id } });
    res.status(204).end();
  });
  return router;
}
