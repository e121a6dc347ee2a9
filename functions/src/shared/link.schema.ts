import { z } from "zod";
import { contentAudienceSchema, type ContentAudience } from "./content-audience.schema";
import { docIdSchema } from "./id.schema";
import { requiredText } from "./text-fields.schema";

/** Links students see: the uniform shop, the term calendar, exam syllabuses. */
export const LINK_TITLE_MAX = 120;
export const LINK_URL_MAX = 2000;
export const LINKS_REORDER_MAX = 500;

const HTTPS_ONLY = "Enter an https:// address, like https://www.royalacademyofdance.org.";

/** An https URL with a real host, nothing else (no http, javascript:, data: or credentials). */
export const httpsUrlSchema = z
  .string({ error: HTTPS_ONLY })
  .trim()
  .min(1, HTTPS_ONLY)
  .max(LINK_URL_MAX, `At most ${LINK_URL_MAX} characters.`)
  .refine((s) => {
    let url: URL;
    try {
      url = new URL(s);
    } catch {
      return false;
    }
    return (
      url.protocol === "https:" &&
      /^https:\/\//i.test(s) &&
      url.hostname.includes(".") &&
      !url.username &&
      !url.password
    );
  }, HTTPS_ONLY);

export const linkFieldsSchema = z.object({
  title: requiredText("Enter a title.", LINK_TITLE_MAX),
  url: httpsUrlSchema,
  category: requiredText("Enter a category.", 40),
  description: z.string().trim().max(300, "At most 300 characters.").default(""),
  audience: contentAudienceSchema.default({ type: "everyone", ids: [] }),
  shown: z.boolean({ error: "Say whether students see it." }).default(true),
});
export type LinkFieldsInput = z.input<typeof linkFieldsSchema>;
export type LinkFields = z.output<typeof linkFieldsSchema>;

export const createLinkSchema = linkFieldsSchema.strict();
export const updateLinkSchema = linkFieldsSchema.partial().strict();
export type UpdateLinkFields = z.output<typeof updateLinkSchema>;

/** POST /api/links/reorder: the links in their new order (their `order` becomes the position). */
export const reorderLinksSchema = z
  .object({
    ids: z
      .array(docIdSchema)
      .min(1, "Name the links in their new order.")
      .max(LINKS_REORDER_MAX, `At most ${LINKS_REORDER_MAX} links.`)
      .refine((ids) => new Set(ids).size === ids.length, "Each link may be named once."),
  })
  .strict();

export const listLinksSchema = z.object({
  archived: z.enum(["true", "false"]).default("false"),
  limit: z.coerce.number().int().min(1).max(200).default(200),
  cursor: z.string().min(1).max(2000).optional(),
});
export type ListLinksQuery = z.output<typeof listLinksSchema>;

export interface Link {
  _id: string;
  title: string;
  url: string;
  category: string;
  description: string;
  audience: ContentAudience;
  shown: boolean;
  order: number;
  archived: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** A link as a student sees it. */
export const studentLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  category: z.string(),
  description: z.string(),
});
export type StudentLink = z.output<typeof studentLinkSchema>;
