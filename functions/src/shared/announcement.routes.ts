import { z } from "zod";
import {
  announcementInputSchema,
  audienceCountSchema,
  listAnnouncementsSchema,
  pinAnnouncementSchema,
  type Announcement,
  type AudienceOptions,
} from "./announcement.schema";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, empty, page, typed } from "./route-contract";

const announcement = typed<Announcement>("An announcement as staff see it.");

/**
 * `/api/announcements`, for admin and staff. Publishing and permanent deletes are admin-only; what
 * staff may save or change is the handlers' rule (drafts only).
 */
export const announcementRoutes = defineRoutes(
  { base: "/announcements", tag: "Announcements", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Announcements, filtered",
      query: listAnnouncementsSchema,
      answer: page(announcement),
    },
    audienceOptions: {
      method: "GET",
      path: "/audience-options",
      summary: "The groups and programs an announcement can be for",
      answer: data(typed<AudienceOptions>("Groups and programs.")),
    },
    audienceCount: {
      method: "POST",
      path: "/audience-count",
      summary: "How many students an audience reaches",
      body: audienceCountSchema,
      answer: data(z.object({ students: z.number().int() })),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Create an announcement (staff: drafts only)",
      body: announcementInputSchema(),
      answer: data(announcement, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One announcement",
      params: idParamsSchema,
      answer: data(announcement),
    },
    update: {
      method: "PUT",
      path: "/:id",
      summary: "Replace an announcement's fields",
      params: idParamsSchema,
      body: announcementInputSchema(),
      answer: data(announcement),
    },
    pin: {
      method: "PATCH",
      path: "/:id",
      summary: "Pin or unpin",
      params: idParamsSchema,
      body: pinAnnouncementSchema,
      answer: data(announcement),
    },
    archive: {
      method: "POST",
      path: "/:id/archive",
      summary: "Archive",
      params: idParamsSchema,
      answer: data(announcement),
    },
    restore: {
      method: "POST",
      path: "/:id/restore",
      summary: "Restore",
      params: idParamsSchema,
      answer: data(announcement),
    },
    duplicate: {
      method: "POST",
      path: "/:id/duplicate",
      summary: "Copy as a new draft",
      params: idParamsSchema,
      answer: data(announcement, 201),
    },
    publish: {
      method: "POST",
      path: "/:id/publish",
      summary: "Publish now and queue its mails",
      callers: ["admin"],
      params: idParamsSchema,
      answer: data(
        z.object({
          announcement,
          mail: z.union([
            z.object({ state: z.literal("queued"), recipients: z.number().int(), created: z.number().int() }),
            z.object({
              state: z.literal("skipped"),
              reason: z.enum(["not-found", "not-published", "no-email", "already-queued"]),
            }),
          ]),
        }),
      ),
    },
    delete: {
      method: "DELETE",
      path: "/:id",
      summary: "Delete permanently",
      callers: ["admin"],
      params: idParamsSchema,
      answer: empty,
    },
  },
);
