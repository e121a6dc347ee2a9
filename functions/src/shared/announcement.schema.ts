import { z } from "zod";
import { docIdSchema } from "./id.schema";
import type { Role } from "./roles";
import { requiredText } from "./text-fields.schema";

/**
 * Announcements: the record the API returns, and the input schemas the API validates with and the
 * console's form resolves with (one schema, so the form and the API name the same field errors).
 */

export const ANNOUNCEMENT_STATUSES = ["draft", "scheduled", "published", "expired", "archived"] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const AUDIENCE_TYPES = ["everyone", "groups", "programs"] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export const TITLE_MAX = 120;
export const BODY_MAX = 10_000;
/** Firestore's `array-contains-any` takes at most 30 values; an audience names at most that many. */
export const AUDIENCE_IDS_MAX = 30;

/**
 * Who may publish (docs/features.md, "Who may publish"): admins publish. Staff write drafts: they create and
 * edit drafts, never with guardian mail, and an admin publishes, schedules or emails guardians.
 * Anything already scheduled or published (archived or not) is an admin's to change, because a
 * change there changes what students see or who gets mail. The API enforces this on every path;
 * the console hides what a role may not do.
 */
export const mayPublishAnnouncements = (role: Role) => role === "admin";
export const STAFF_SAVE_REFUSED =
  "Only admins can publish, schedule or email guardians. Save it as a draft for an admin to publish.";
export const STAFF_CHANGE_REFUSED =
  "Only admins can change an announcement that is scheduled or published. Ask an admin, or duplicate it as a draft.";

export const PUBLISH_MODES = ["draft", "now", "schedule"] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

const docId = z.string({ error: "Choose at least one." }).min(1, "Choose at least one.").pipe(docIdSchema);

export const audienceSchema = z
  .object(
    {
      type: z.enum(AUDIENCE_TYPES, { error: "Choose who should see it." }),
      ids: z.array(docId).max(AUDIENCE_IDS_MAX, `Choose at most ${AUDIENCE_IDS_MAX}.`).default([]),
    },
    { error: "Choose who should see it." },
  )
  .superRefine((a, ctx) => {
    if (a.type === "everyone" && a.ids.length > 0) {
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Everyone needs no groups or programs." });
    }
    if (a.type !== "everyone" && a.ids.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["ids"],
        message: a.type === "groups" ? "Choose at least one group." : "Choose at least one program.",
      });
    }
    if (new Set(a.ids).size !== a.ids.length) {
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Each one may be chosen once." });
    }
  });
export type Audience = z.infer<typeof audienceSchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: "Enter a valid date and time." });

/**
 * Create (and full edit). `publish` says what saving does: keep a draft, publish now, or schedule
 * for `publishAt`. `expiresAt` is optional and must come after the announcement goes out.
 * `now` is injectable so that the rules are testable and the server decides what "now" is.
 */
export function announcementInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      title: requiredText("Enter a title.", TITLE_MAX),
      body: requiredText(
        "Write the announcement.",
        BODY_MAX,
        `At most ${BODY_MAX.toLocaleString("en-US")} characters.`,
      ),
      audience: audienceSchema,
      pinned: z.boolean().default(false),
      publish: z.enum(PUBLISH_MODES, { error: "Choose draft, publish now or schedule." }),
      publishAt: isoDateTime.nullable().default(null),
      expiresAt: isoDateTime.nullable().default(null),
      emailGuardians: z.boolean().default(false),
    })
    .superRefine((v, ctx) => {
      const at = now().getTime();
      if (v.publish === "schedule") {
        if (!v.publishAt)
          ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Choose when to publish." });
        else if (Date.parse(v.publishAt) <= at)
          ctx.addIssue({
            code: "custom",
            path: ["publishAt"],
            message: "Choose a time in the future, or publish now.",
          });
      }
      if (v.expiresAt) {
        const goesOut = v.publish === "schedule" && v.publishAt ? Date.parse(v.publishAt) : at;
        if (Date.parse(v.expiresAt) <= goesOut) {
          ctx.addIssue({
            code: "custom",
            path: ["expiresAt"],
            message: "The expiry must be after the announcement is published.",
          });
        }
      }
    });
}
export type AnnouncementInput = z.infer<ReturnType<typeof announcementInputSchema>>;

/** PATCH: only `pinned` may change on its own (pin/unpin from the list); everything else is a full edit. */
export const pinAnnouncementSchema = z
  .object({ pinned: z.boolean({ error: "Say whether it is pinned." }) })
  .strict();

export const listAnnouncementsSchema = z.object({
  status: z.enum([...ANNOUNCEMENT_STATUSES, "all"]).default("all"),
  /** `everyone`, `group:<id>` or `program:<id>`: who the announcement is for. */
  audience: z
    .string()
    .trim()
    .max(320)
    .regex(/^(everyone|group:[^/]+|program:[^/]+)$/, "Use everyone, group:<id> or program:<id>.")
    .optional(),
  q: z.string().trim().max(60, "At most 60 characters.").optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(500).optional(),
});
export type ListAnnouncementsQuery = z.infer<typeof listAnnouncementsSchema>;

/** The student's announcements feed (`GET /api/me/announcements`). */
export const audienceCountSchema = z.object({ audience: audienceSchema });

export interface Announcement {
  _id: string;
  title: string;
  body: string;
  audience: Audience;
  pinned: boolean;
  /** null: a draft. */
  publishAt: string | null;
  expiresAt: string | null;
  archived: boolean;
  emailGuardians: boolean;
  /** When the guardian mails were queued (once); null until then. */
  mailQueuedAt: string | null;
  status: AnnouncementStatus;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  updatedBy: string;
}

export interface AudienceOption {
  id: string;
  name: string;
  /** Active students in it. */
  students: number;
}

export interface AudienceOptions {
  groups: AudienceOption[];
  programs: AudienceOption[];
  /** The school's time zone (settings), in which scheduled times are entered. */
  timeZone: string;
}

/** Status derived from the stored fields at `now`: the API and the console agree on it. */
export function announcementStatus(
  a: { archived: boolean; publishAt: string | null; expiresAt: string | null },
  now = new Date(),
): AnnouncementStatus {
  if (a.archived) return "archived";
  if (!a.publishAt) return "draft";
  const t = now.getTime();
  if (Date.parse(a.publishAt) > t) return "scheduled";
  if (a.expiresAt && Date.parse(a.expiresAt) <= t) return "expired";
  return "published";
}

/** `audienceKeys` stored on each announcement: `everyone`, `group:<id>`, `program:<id>`. */
export function audienceKeys(a: Audience): string[] {
  if (a.type === "everyone") return ["everyone"];
  const prefix = a.type === "groups" ? "group" : "program";
  return a.ids.map((id) => `${prefix}:${id}`);
}
