import { groupFieldsSchema, type GroupFields } from "../shared/group.schema";

/**
 * The one stored shape of a group: what the create handler, the seed (through the
 * built functions/lib) and the test factories write. Fields left out get the schema's defaults, so
 * no writer stores a group without a capacity or a colour, which the groups' screens draw from.
 */
export function groupDocument(input: Partial<GroupFields> & Pick<GroupFields, "name" | "capacity">) {
  const fields = groupFieldsSchema.parse(input);
  return { ...fields, nameLower: fields.name.toLowerCase() };
}
