import { z } from "zod";
import { docIdSchema } from "./id.schema";

/**
 * Who a page or a link is for: everyone, or chosen groups. Stored with the audience
 * keys of `lib/student-audience.ts` (`everyone`, `group:<id>`), so a student's feed is one
 * `array-contains-any` query.
 */
export const CONTENT_AUDIENCE_TYPES = ["everyone", "groups"] as const;
/** Firestore's `array-contains-any` takes at most 30 values. */
export const CONTENT_GROUPS_MAX = 30;

export const contentAudienceSchema = z
  .object(
    {
      type: z.enum(CONTENT_AUDIENCE_TYPES, { error: "Choose who should see it." }),
      ids: z
        .array(docIdSchema)
        .max(CONTENT_GROUPS_MAX, `Choose at most ${CONTENT_GROUPS_MAX} groups.`)
        .default([]),
    },
    { error: "Choose who should see it." },
  )
  .superRefine((a, ctx) => {
    if (a.type === "everyone" && a.ids.length > 0)
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Everyone needs no groups." });
    if (a.type === "groups" && a.ids.length === 0)
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Choose at least one group." });
    if (new Set(a.ids).size !== a.ids.length)
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Each group may be chosen once." });
  });
export type ContentAudience = z.output<typeof contentAudienceSchema>;

/** The audience keys of an audience: what a student's `audienceKeysOf` is matched against. */
export function contentAudienceKeys(a: ContentAudience): string[] {
  return a.type === "everyone" ? ["everyone"] : a.ids.map((id) => `group:${id}`);
}

/** A position in a list (pages and links are shown in this order, lowest first). */
export const orderSchema = z.coerce
  .number({ error: "Enter a position." })
  .int("Whole number.")
  .min(0, "At least 0.")
  .max(1_000_000, "At most 1,000,000.");
