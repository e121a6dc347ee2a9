import Papa from "papaparse";
import type { Student } from "../shared/student";
import { CSV_COLUMNS, type CsvColumn } from "../shared/student.schema";

/**
 * The register as CSV. Cells that a spreadsheet would run as a formula (starting with = + - @,
 * tab or carriage return) get a leading apostrophe: the OWASP advice against CSV injection.
 */
export function neutralize(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Reverses `neutralize` on import, so an exported file re-imports to the same values. */
export function unneutralize(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export interface NameLookup {
  /** id -> name, for export. */
  names: Map<string, string>;
  /** lower-case name or id -> id, for import. */
  ids: Map<string, string>;
}

export function lookupOf(docs: { id: string; name: string }[]): NameLookup {
  const names = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const d of docs) {
    names.set(d.id, d.name);
    ids.set(d.id.toLowerCase(), d.id);
    ids.set(d.name.trim().toLowerCase(), d.id);
  }
  return { names, ids };
}

export function studentRow(s: Student, groups: NameLookup, programs: NameLookup): Record<CsvColumn, string> {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    dateOfBirth: s.dateOfBirth,
    email: s.email ?? "",
    phone: s.phone ?? "",
    status: s.status,
    groups: (s.groupIds ?? []).map((id) => groups.names.get(id) ?? id).join("; "),
    programs: (s.programIds ?? []).map((id) => programs.names.get(id) ?? id).join("; "),
    guardianName: s.guardian?.name ?? "",
    guardianEmail: s.guardian?.email ?? "",
    guardianPhone: s.guardian?.phone ?? "",
    guardianRelationship: s.guardian?.relationship ?? "",
    emergencyContactName: s.emergencyContact?.name ?? "",
    emergencyContactPhone: s.emergencyContact?.phone ?? "",
    medicalNotes: s.medicalNotes ?? "",
    photoConsent: s.photoConsent ? "yes" : "no",
    enrolledAt: s.enrolledAt ? s.enrolledAt.slice(0, 10) : "",
    notes: s.notes ?? "",
  };
}

/** Rows -> CSV text with the header row; every cell neutralised. */
export function toCsv(rows: Record<CsvColumn, string>[]): string {
  const data = rows.map((r) => CSV_COLUMNS.map((c) => neutralize(r[c] ?? "")));
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: "\r\n" });
}

export type CsvRow = Partial<Record<string, string>>;

export function parseCsv(text: string) {
  // A UTF-8 byte order mark (Excel's "CSV UTF-8") would otherwise stick to the first header.
  const clean = text.replace(/^\uFEFF/, "");
  return Papa.parse<CsvRow>(clean, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
}

/** The CSV column an input field's error belongs to ("guardian.name" -> "guardianName"). */
export function csvField(path: string): string {
  const map: Record<string, string> = {
    "guardian.name": "guardianName",
    "guardian.email": "guardianEmail",
    "guardian.phone": "guardianPhone",
    "guardian.relationship": "guardianRelationship",
    "emergencyContact.name": "emergencyContactName",
    "emergencyContact.phone": "emergencyContactPhone",
    groupIds: "groups",
    programIds: "programs",
  };
  return map[path] ?? path.split(".")[0] ?? path;
}
