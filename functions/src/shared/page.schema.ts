import { z } from "zod";
import { contentAudienceSchema, orderSchema, type ContentAudience } from "./content-audience.schema";
import { requiredText } from "./text-fields.schema";

/**
 * Pages students read: dress code, FAQ, term dates, policies. One schema for the API
 * and the console's form, so both name the same field errors.
 */
export const PAGE_STATUSES = ["draft", "published"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const PAGE_TITLE_MAX = 120;
export const PAGE_BODY_MAX = 50_000;
export const SLUG_MAX = 80;
/** The text of a 409 when someone else saved the page meanwhile. */
export const PAGE_CHANGED =
  "This page has changed since you opened it. Nothing was saved: load the saved version, then apply your changes again.";

/** URL-safe: lowercase letters and digits in words joined by single hyphens ("dress-code"). */
export const slugSchema = z
  .string({ error: "Enter the page's address." })
  .trim()
  .min(1, "Enter the page's address.")
  .max(SLUG_MAX, `At most ${SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, numbers and single hyphens, like dress-code.");

export const pageFieldsSchema = z.object({
  slug: slugSchema,
  title: requiredText("Enter a title.", PAGE_TITLE_MAX),
  body: z
    .string({ error: "Write the page." })
    .max(PAGE_BODY_MAX, `At most ${PAGE_BODY_MAX.toLocaleString("en-US")} characters.`)
    .refine((s) => s.trim().length > 0, "Write the page."),
  status: z.enum(PAGE_STATUSES, { error: "Choose draft or published." }).default("draft"),
  audience: contentAudienceSchema.default({ type: "everyone", ids: [] }),
  order: orderSchema.default(0),
});
export type PageFieldsInput = z.input<typeof pageFieldsSchema>;
export type PageFields = z.output<typeof pageFieldsSchema>;

export const createPageSchema = pageFieldsSchema.strict();

const versionSchema = z.coerce
  .number({ error: "Say which version you opened." })
  .int("Not a valid version.")
  .min(1, "Not a valid version.")
  .max(1_000_000_000, "Not a valid version.");

/** PATCH /api/pages/:id: the fields to change and the version the editor opened. */
export const updatePageSchema = pageFieldsSchema.partial().extend({ version: versionSchema }).strict();
export type UpdatePageInput = z.output<typeof updatePageSchema>;

/** The `:version` of `/api/pages/:id/versions/:version`. */
export const pageVersionParamsSchema = z.object({ version: versionSchema });

/** The `:slug` of `GET /api/me/pages/:slug`. */
export const pageSlugParamsSchema = z.object({ slug: slugSchema });

/** POST /api/pages/:id/versions/:version/restore: the version the editor has open now. */
export const restorePageVersionSchema = z.object({ version: versionSchema }).strict();

export const listPagesSchema = z.object({
  archived: z.enum(["true", "false"]).default("false"),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  cursor: z.string().min(1).max(2000).optional(),
});
export type ListPagesQuery = z.output<typeof listPagesSchema>;

export const slugCheckSchema = z.object({
  slug: z.string().max(200).default(""),
  /** The page being edited, whose own slug is not a clash. */
  exceptId: z.string().max(300).optional(),
});

export const listPageVersionsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().min(1).max(2000).optional(),
});

export interface Page {
  _id: string;
  slug: string;
  title: string;
  body: string;
  status: PageStatus;
  audience: ContentAudience;
  order: number;
  archived: boolean;
  version: number;
  createdAt?: string;
  updatedAt?: string;
  createdBy?: string;
  updatedBy?: string;
  updatedByName?: string;
}

/** One saved version of a page, as the history lists it (the body with `get`). */
export interface PageVersion {
  version: number;
  slug: string;
  title: string;
  status: PageStatus;
  audience: ContentAudience;
  order: number;
  body?: string;
  savedAt: string;
  savedBy: { uid: string; name: string };
  /** Set when this version is a restore of an older one. */
  restoredFrom: number | null;
}

export interface SlugCheck {
  slug: string;
  available: boolean;
  message: string | null;
}

/** What a student reads: the list holds no bodies; `GET /api/me/pages/:slug` has it. */
export const studentPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  updatedAt: z.string().nullable(),
});
export type StudentPageSummary = z.output<typeof studentPageSummarySchema>;
export const studentPageSchema = studentPageSummarySchema.extend({ body: z.string() });
export type StudentPage = z.output<typeof studentPageSchema>;
