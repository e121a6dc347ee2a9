import type { FieldChange } from "../lib/field-changes";

/**
 * The fields whose old and new values the audit trail shows ("Phone: 555-0100 → 555-0199").
 * Notes, medical notes, the guardian and the emergency contact are named as changed but their
 * values are kept out of the trail: they can be long or sensitive, and the record holds them.
 */
const SHOWN = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "email",
  "phone",
  "photoConsent",
  "groupIds",
  "programIds",
  "status",
  "enrolledAt",
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What a student edit changed: the fields that differ, and before/after for those shown. */
export function studentChanges(
  patched: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { fields: string[]; changes: Record<string, FieldChange> } {
  const fields = patched.filter((key) => !same(before[key], after[key]));
  const changes: Record<string, FieldChange> = {};
  for (const key of SHOWN) {
    if (fields.includes(key)) changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return { fields, changes };
}
