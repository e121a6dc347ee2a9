import Papa from "papaparse";
import type { AuditEntryView } from "../shared/audit.schema";

export const AUDIT_CSV_COLUMNS = [
  "at",
  "actorName",
  "actorEmail",
  "actorRole",
  "action",
  "resource",
  "resourceId",
  "details",
] as const;

/** A spreadsheet must not run a cell as a formula (OWASP's advice against CSV injection). */
const neutralize = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The entries as CSV with a header row; `details` (changes included) as JSON in one cell. */
export function auditCsv(entries: AuditEntryView[]): string {
  const rows = entries.map((e) =>
    [
      e.at ?? "",
      e.actor.name,
      e.actor.email,
      e.actor.role,
      e.action,
      e.resource,
      e.resourceId,
      Object.keys(e.details).length ? JSON.stringify(e.details) : "",
    ].map(neutralize),
  );
  return Papa.unparse({ fields: [...AUDIT_CSV_COLUMNS], data: rows });
}
