import type { Request } from "express";
import { parseInput } from "../lib/validate";
import { consoleRouter } from "../api/route-table-router";
import type { HandlerContext } from "../lib/handler-context";
import { announcementRoutes } from "../shared/announcement.routes";
import { announcementInputSchema } from "../shared/announcement.schema";
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

/** The body checked against the request's own clock (a schedule in the past is refused). */
const fieldsAt = (ctx: HandlerContext, req: Request) =>
  parseInput(
    announcementInputSchema(() => ctx.now),
    req.body,
  );

/**
 * `/api/announcements`: the handlers of `announcementRoutes`. Publish and permanent delete are
 * admin-only routes; what staff may save or change is the handlers' rule (publication-rule.ts).
 */
export function announcementsRouter() {
  return consoleRouter(announcementRoutes, {
    list: listAnnouncements,
    audienceOptions: getAudienceOptions,
    audienceCount: getAudienceCount,
    create: {
      run: async ({ ctx, req }) => ({ result: await createAnnouncement({ ctx, input: fieldsAt(ctx, req) }) }),
    },
    get: getAnnouncement,
    update: {
      run: async ({ ctx, input: { id }, req }) => ({
        result: await updateAnnouncement({ ctx, input: { ...fieldsAt(ctx, req), id } }),
      }),
    },
    pin: pinAnnouncement,
    archive: {
      run: async ({ ctx, input }) => ({
        result: await setAnnouncementArchived({ ctx, input: { ...input, archived: true } }),
      }),
    },
    restore: {
      run: async ({ ctx, input }) => ({
        result: await setAnnouncementArchived({ ctx, input: { ...input, archived: false } }),
      }),
    },
    duplicate: duplicateAnnouncement,
    publish: publishAnnouncement,
    delete: deleteAnnouncement,
  });
}
