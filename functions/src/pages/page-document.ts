import { contentAudienceKeys } from "../shared/content-audience.schema";
import { pageFieldsSchema, type PageFields, type PageFieldsInput } from "../shared/page.schema";

/**
 * The one stored shape of a page: what the handlers, the seed (through the built
 * functions/lib) and the tests write. `readerKeys` holds the audience keys only while students may
 * read the page (published and not archived), so a student's list is one indexed query.
 */
export function pageDocument(input: PageFieldsInput, state: { archived: boolean; version: number }) {
  const fields = pageFieldsSchema.parse(input);
  return {
    ...contentOf(fields),
    archived: state.archived,
    version: state.version,
    readerKeys: readerKeysOf(fields, state.archived),
  };
}

/** The fields a version keeps: the page's content as it was saved. */
export function contentOf(p: PageFields) {
  return {
    slug: p.slug,
    title: p.title,
    body: p.body,
    status: p.status,
    audience: { type: p.audience.type, ids: p.audience.ids },
    order: p.order,
  };
}

export function readerKeysOf(p: Pick<PageFields, "status" | "audience">, archived: boolean): string[] {
  return p.status === "published" && !archived ? contentAudienceKeys(p.audience) : [];
}

/**
 * One saved version (`pages/{id}/versions/{n}`): the content, who saved it and when. `savedAt` is
 * what the caller's clock says (a Date or a server timestamp sentinel).
 */
export function pageVersionDocument(
  version: number,
  fields: PageFields,
  saved: { uid: string; name: string; at: unknown; restoredFrom?: number | null },
) {
  return {
    version,
    ...contentOf(fields),
    savedAt: saved.at,
    savedBy: { uid: saved.uid, name: saved.name },
    restoredFrom: saved.restoredFrom ?? null,
  };
}
