export type FieldChange = { before: unknown; after: unknown };

/** Every leaf of a record as "section.field" (arrays stay whole: a list of statuses is one field). */
function leaves(value: unknown, prefix = "", out: Record<string, unknown> = {}) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}

/**
 * What an edit changed, leaf by leaf, for the audit trail's before/after ("Phone: 555-0100 →
 * 555-0199"). Only the leaves of `after` count, so a partial record compares just what it names.
 */
export function fieldChanges(before: object, after: object): Record<string, FieldChange> {
  const a = leaves(before);
  const b = leaves(after);
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(b)) {
    // Firestore refuses `undefined`, and a leaf one side lacks reads as nothing ("—") anyway.
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      changes[key] = { before: a[key] ?? null, after: b[key] ?? null };
  }
  return changes;
}

/**
 * The old and new values of the fields a patch names, for an update's audit entry. `leaveOut` are
 * fields named as changed (in the entry's `fields`) whose values stay out of the trail: long text,
 * or people's ids the trail cannot name.
 */
export function patchChanges(
  before: object,
  patch: object,
  leaveOut: readonly string[] = [],
): Record<string, FieldChange> {
  const keys = Object.keys(patch).filter((k) => !leaveOut.includes(k));
  const pick = (record: object) =>
    Object.fromEntries(keys.map((k) => [k, (record as Record<string, unknown>)[k]]));
  return fieldChanges(pick(before), pick({ ...before, ...patch }));
}
