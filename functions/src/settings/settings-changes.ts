import type { Settings } from "../shared/settings.schema";

export type FieldChange = { before: unknown; after: unknown };

/** Every leaf of the settings as "section.field" (arrays stay whole: a list of statuses is one field). */
function leaves(value: unknown, prefix = "", out: Record<string, unknown> = {}) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}

/** What an edit changed, field by field, for the audit trail's before/after. */
export function settingsChanges(before: Settings, after: Settings): Record<string, FieldChange> {
  const a = leaves(before);
  const b = leaves(after);
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(b)) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changes[key] = { before: a[key], after: b[key] };
  }
  return changes;
}
