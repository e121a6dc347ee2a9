import type { HandlerArgs } from "../lib/handler-context";
import { slugSchema, type SlugCheck } from "../shared/page.schema";
import { findBySlug } from "./pages.repository";

/**
 * GET /api/pages/slug-check?slug=&exceptId=: whether a slug is well formed and free, for the form
 * to say while the editor types. Only advice: the save checks again in its transaction.
 */
export async function checkSlug({
  input,
}: HandlerArgs<{ slug: string; exceptId?: string | undefined }>): Promise<SlugCheck> {
  const parsed = slugSchema.safeParse(input.slug);
  if (!parsed.success)
    return {
      slug: input.slug,
      available: false,
      message: parsed.error.issues[0]?.message ?? "Not a valid address.",
    };
  const taken = await findBySlug(parsed.data, input.exceptId);
  return {
    slug: parsed.data,
    available: !taken,
    message: taken ? "Another page already uses this address." : null,
  };
}
