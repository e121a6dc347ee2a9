import { Router } from "express";
import { sessionOf } from "../api/middleware/authenticate";
import { requireRole } from "../api/middleware/require-role";
import { parseInput } from "../api/middleware/validate";
import {
  announcementInputSchema,
  audienceCountSchema,
  feedQuerySchema,
  listAnnouncementsSchema,
  pinAnnouncementSchema,
} from "../shared/announcement.schema";
import { announcementIdSchema } from "./announcement-id.schema";
import { setAnnouncementArchived } from "./archive-announcement.handler";
import { getAudienceCount, getAudienceOptions } from "./audience.handler";
import { createAnnouncement } from "./create-announcement.handler";
import { deleteAnnouncement } from "./delete-announcement.handler";
import { duplicateAnnouncement } from "./duplicate-announcement.handler";
import { getAnnouncement } from "./get-announcement.handler";
import { getFeed } from "./get-feed.handler";
import { listAnnouncements } from "./list-announcements.handler";
import { pinAnnouncement } from "./pin-announcement.handler";
import { publishAnnouncement } from "./publish-announcement.handler";
import { updateAnnouncement } from "./update-announcement.handler";

/** `/api/announcements`, mounted for admin and staff; publish and permanent delete are admin-only. */
export function announcementsRouter() {
  const router = Router();
  const adminOnly = requireRole("admin");

  router.get("/", async (req, res) => {
    res.json(await listAnnouncements(parseInput(listAnnouncementsSchema, req.query)));
  });
  router.get("/feed", async (req, res) => {
    res.json({ data: await getFeed(parseInput(feedQuerySchema, req.query)) });
  });
  router.get("/audience-options", async (_req, res) => {
    res.json({ data: await getAudienceOptions() });
  });
  router.post("/audience-count", async (req, res) => {
    res.json({ data: await getAudienceCount(parseInput(audienceCountSchema, req.body).audience) });
  });
  router.post("/", async (req, res) => {
    const input = parseInput(announcementInputSchema(), req.body);
    res.status(201).json({ data: await createAnnouncement({ actor: sessionOf(req) }, input) });
  });
  router.get("/:id", async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    res.json({ data: await getAnnouncement(id) });
  });
  router.put("/:id", async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    const input = parseInput(announcementInputSchema(), req.body);
    res.json({ data: await updateAnnouncement({ actor: sessionOf(req) }, id, input) });
  });
  router.patch("/:id", async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    const { pinned } = parseInput(pinAnnouncementSchema, req.body);
    res.json({ data: await pinAnnouncement({ actor: sessionOf(req) }, id, pinned) });
  });
  router.post("/:id/archive", async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    res.json({ data: await setAnnouncementArchived({ actor: sessionOf(req) }, id, true) });
  });
  router.post("/:id/restore", async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    res.json({ data: await setAnnouncementArchived({ actor: sessionOf(req) }, id, false) });
  });
  router.post("/:id/duplicate", async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    res.status(201).json({ data: await duplicateAnnouncement({ actor: sessionOf(req) }, id) });
  });
  router.post("/:id/publish", adminOnly, async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    res.json({ data: await publishAnnouncement({ actor: sessionOf(req) }, id) });
  });
  router.delete("/:id", adminOnly, async (req, res) => {
    const { id } = parseInput(announcementIdSchema, req.params);
    await deleteAnnouncement({ actor: sessionOf(req) }, id);
    res.status(204).end();
  });
  return router;
}
