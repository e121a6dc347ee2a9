import { contentAudienceKeys } from "../shared/content-audience.schema";
import { linkFieldsSchema, type LinkFields, type LinkFieldsInput } from "../shared/link.schema";

/**
 * The one stored shape of a link, for the handlers, the seed and the tests.
 * `readerKeys` holds the audience keys only while students see it (shown and not archived).
 */
export function linkDocument(input: LinkFieldsInput, state: { order: number; archived: boolean }) {
  const fields = linkFieldsSchema.parse(input);
  return {
    ...fields,
    audience: { type: fields.audience.type, ids: fields.audience.ids },
    order: state.order,
    archived: state.archived,
    readerKeys: readerKeysOf(fields, state.archived),
  };
}

export function readerKeysOf(l: Pick<LinkFields, "shown" | "audience">, archived: boolean): string[] {
  return l.shown && !archived ? contentAudienceKeys(l.audience) : [];
}
