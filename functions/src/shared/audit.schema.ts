import { z } from "zod";
import { uidSchema } from "./id.schema";
import { isoDateField } from "./program.schema";
import type { Role } from "./roles";

/**
 * The kinds of record the audit trail names (`auditLog.resource`): the collections a write can
 * touch. The functions check theirs against the collections module; this list is what the filter
 * accepts and the console offers.
 */
export const AUDIT_RESOURCES = [
  "students",
  "groups",
  "programs",
  "schedules",
  "attendance",
  "practices",
  "announcements",
  "chats",
  "bugReports",
  "users",
  "videos",
  "pages",
  "links",
  "settings",
] as const;

export const AUDIT_PAGE_MAX = 100;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

const filterFields = {
  actor: z.preprocess(blankToUndefined, uidSchema.optional()),
  resource: z.preprocess(
    blankToUndefined,
    z.enum(AUDIT_RESOURCES, { error: "Not a kind of record." }).optional(),
  ),
  action: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9.-]{0,59}$/, "An action like student.update.")
      .optional(),
  ),
  from: z.preprocess(blankToUndefined, isoDateField.optional()),
  to: z.preprocess(blankToUndefined, isoDateField.optional()),
};

const rangeInOrder: [
  (v: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => !v.from || !v.to || v.from <= v.to,
  { path: ["to"], message: "The end date must not be before the start date." },
];

/** GET /api/audit/export: the filters (dates are civil dates in the school's zone). */
export const auditFiltersSchema = z.object(filterFields).refine(...rangeInOrder);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** GET /api/audit: the filters and a cursor page. */
export const listAuditSchema = z
  .object({
    ...filterFields,
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
    cursor: z.string().min(1).max(2000).optional(),
  })
  .refine(...rangeInOrder);
export type ListAuditQuery = z.infer<typeof listAuditSchema>;

/** One entry as the API answers it. Edits carry `details.changes` ({ field: { before, after } }). */
export interface AuditEntryView {
  _id: string;
  at: string | null;
  action: string;
  resource: string;
  resourceId: string;
  actor: { uid: string; email: string; name: string; role: Role | string };
  details: Record<string, unknown>;
  /** Whether the record it names still exists (so the console can link to it). */
  exists: boolean;
  /** The record's name as people know it ("Mila Reviewer", a title), or null when it has none. */
  recordName: string | null;
  /** Names of the accounts the details name by uid (a bug report's assignee), uid -> name. */
  people: Record<string, string>;
}

/**
 * GET /api/audit's answer. A page may come back short with a `nextCursor` when it stopped at the
 * most months one page searches (a narrow filter over a long log): `searchedTo` is the oldest
 * month (yyyy-mm, UTC) it looked into, so the console can say so and offer to search older.
 */
export interface AuditPage {
  data: AuditEntryView[];
  nextCursor: string | null;
  searchedTo: string | null;
}
