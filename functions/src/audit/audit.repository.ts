import { TZDate } from "@date-fns/tz";
import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import {
  AUDIT_LOG,
  auditEntriesId,
  auditMonthOf,
  auditMonths,
  isAuditMonth,
  previousMonth,
  type AuditMonth,
} from "../lib/audit-months";
import { auditEntries, collections, existingDocs, type CollectionName } from "../lib/collections";
import {
  cursorSnapshot,
  encodeCursor,
  invalidCursor,
  openCursor,
  sealCursor,
  type CursorScope,
} from "../lib/cursor";
import { db } from "../lib/firestore";
import { toJson } from "../lib/serialize";
import { addDays } from "../shared/school-calendar";
import type { AuditEntryView, AuditFilters } from "../shared/audit.schema";

/**
 * The most months one page looks into before it answers: with a filter that matches little, a
 * page may come back short, its cursor at the next month to search and `searchedTo` saying how
 * far it got, so the console offers to search older rather than reading the whole log at once.
 */
export const AUDIT_MONTHS_PER_PAGE = 24;

/** The instant a civil date begins in the school's zone. */
function startOf(date: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
}

/** The filters' date range as instants: `from` inclusive, `until` exclusive (`to` is a whole day). */
function rangeOf(filters: AuditFilters, timeZone: string) {
  return {
    from: filters.from ? startOf(filters.from, timeZone) : undefined,
    until: filters.to ? startOf(addDays(filters.to, 1), timeZone) : undefined,
  };
}

/**
 * One month of the trail, newest first, filtered (indexes in firestore.indexes.json, for each
 * month's collection ID: each combination of actor.uid, resource and action, with `at` descending).
 */
function monthQuery(month: AuditMonth, filters: AuditFilters, range: ReturnType<typeof rangeOf>): Query {
  let q: Query = auditEntries.col(month);
  if (filters.actor) q = q.where("actor.uid", "==", filters.actor);
  if (filters.resource) q = q.where("resource", "==", filters.resource);
  if (filters.action) q = q.where("action", "==", filters.action);
  if (range.from) q = q.where("at", ">=", Timestamp.fromDate(range.from));
  if (range.until) q = q.where("at", "<", Timestamp.fromDate(range.until));
  return q.orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
}

/**
 * Where a page starts. A cursor names either the last entry shown (`auditLog/{month}/auditEntries-
 * {mm}/{id}`: the page goes on just after it, in its month's partition, whose ID must be that
 * month's) or the top of a month not yet searched (`auditLog/{month}`). Either way it holds the
 * month, so pages stay exact while entries are added.
 */
async function startAt(
  cursor: string,
  scope: CursorScope,
): Promise<{ month: AuditMonth; after?: DocumentSnapshot }> {
  const path = openCursor(cursor, scope);
  const [log, month, entries, id, ...rest] = path.split("/");
  if (log !== AUDIT_LOG || !isAuditMonth(month) || rest.length) throw invalidCursor();
  if (entries === undefined) return { month };
  if (entries !== auditEntriesId(month) || !id) throw invalidCursor();
  return { month, after: await cursorSnapshot(db(), path) };
}

export interface AuditWalk {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
  /** The oldest month this page looked into; null when there was none to look into. */
  searchedTo: AuditMonth | null;
}

/**
 * One page of the filtered trail, newest first: the months newest first, each month's partition
 * filling what the page still lacks. The months visited are those that may hold entries
 * (`auditLog/months` and the present one), narrowed by the date range, and at most
 * AUDIT_MONTHS_PER_PAGE of them. When the page fills, one more entry is asked for (in the month,
 * or in the months after it) to tell whether there is a next page.
 */
export async function walkAudit(
  filters: AuditFilters,
  options: {
    timeZone: string;
    limit: number;
    cursor?: string | undefined;
    /** Whose walk and which filters: the cursor opens only for the same (lib/cursor.ts). */
    scope: CursorScope;
    maxMonths?: number;
  },
): Promise<AuditWalk> {
  const range = rangeOf(filters, options.timeZone);
  const [span, start] = await Promise.all([
    auditMonths(db()),
    options.cursor ? startAt(options.cursor, options.scope) : undefined,
  ]);
  // Entries are filed by the real clock (lib/audit.ts), so the present month is always searched.
  const present = auditMonthOf(new Date());
  let newest = span && span.newest > present ? span.newest : present;
  let oldest = span && span.oldest < present ? span.oldest : present;
  if (range.until) {
    const last = auditMonthOf(new Date(range.until.getTime() - 1));
    if (last < newest) newest = last;
  }
  if (range.from) {
    const first = auditMonthOf(range.from);
    if (first > oldest) oldest = first;
  }
  const resume = start && start.month <= newest ? start : undefined;
  let month = resume?.month ?? newest;
  let after = resume?.after;
  const docs: QueryDocumentSnapshot[] = [];
  let searchedTo: AuditMonth | null = null;
  for (let visited = 0; month >= oldest; visited++, month = previousMonth(month), after = undefined) {
    if (visited === (options.maxMonths ?? AUDIT_MONTHS_PER_PAGE))
      return { docs, nextCursor: sealCursor(`${AUDIT_LOG}/${month}`, options.scope), searchedTo };
    const need = options.limit - docs.length;
    let query = monthQuery(month, filters, range).limit(need + 1);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    searchedTo = month;
    docs.push(...snap.docs.slice(0, need));
    if (snap.size > need) {
      // More in this month: after the last one shown, or (the page filled in a newer month) from its top.
      const nextCursor =
        need > 0
          ? encodeCursor(docs[docs.length - 1]!, options.scope)
          : sealCursor(`${AUDIT_LOG}/${month}`, options.scope);
      return { docs, nextCursor, searchedTo };
    }
  }
  return { docs, nextCursor: null, searchedTo };
}

/** What people call a record: a student's name, a title, a group's name. */
function nameOf(record: DocumentSnapshot | undefined): string | null {
  if (!record) return null;
  const full = [record.get("firstName"), record.get("lastName")].filter((v) => typeof v === "string" && v);
  if (full.length > 0) return full.join(" ");
  for (const field of ["name", "title", "displayName", "label", "schoolName"]) {
    const v: unknown = record.get(field);
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return null;
}

/** The uids an entry's details name as people (a bug report's assignee before and after). */
function uidsIn(doc: DocumentSnapshot): string[] {
  if (doc.get("action") !== "bug-report.assign") return [];
  return [doc.get("details.from"), doc.get("details.to")].filter(
    (v): v is string => typeof v === "string" && v !== "",
  );
}

function entryOf(
  doc: DocumentSnapshot,
  record: DocumentSnapshot | undefined,
  names: Map<string, string>,
): AuditEntryView {
  const data = doc.data() ?? {};
  const actor = (data.actor ?? {}) as Partial<AuditEntryView["actor"]>;
  return {
    _id: doc.id,
    at: (toJson(data.at) as string | null | undefined) ?? null,
    action: String(data.action ?? ""),
    resource: String(data.resource ?? ""),
    resourceId: String(data.resourceId ?? ""),
    actor: {
      uid: String(actor.uid ?? ""),
      email: String(actor.email ?? ""),
      name: String(actor.name ?? ""),
      role: String(actor.role ?? ""),
    },
    details: (toJson(data.details ?? {}) as Record<string, unknown>) ?? {},
    exists: Boolean(record),
    recordName: nameOf(record),
    people: Object.fromEntries(
      uidsIn(doc).flatMap((uid) => (names.has(uid) ? [[uid, names.get(uid)!]] : [])),
    ),
  };
}

const KNOWN = new Set<string>(Object.keys(collections));

/**
 * Entries with whether their record still exists and its name, and the names of the people their
 * details name: one batched read per kind of record on the page, so a page of 100 costs at most a
 * handful of reads.
 */
export async function withExistence(docs: DocumentSnapshot[]): Promise<AuditEntryView[]> {
  const byResource = new Map<CollectionName, string[]>();
  for (const d of docs) {
    const resource = d.get("resource");
    const id = d.get("resourceId");
    if (typeof resource !== "string" || !KNOWN.has(resource) || typeof id !== "string" || !id) continue;
    const ids = byResource.get(resource as CollectionName) ?? [];
    ids.push(id);
    byResource.set(resource as CollectionName, ids);
  }
  const existing = new Map<string, DocumentSnapshot>();
  const names = new Map<string, string>();
  await Promise.all([
    ...[...byResource].map(async ([resource, ids]) => {
      for (const [id, snap] of await existingDocs(resource, ids)) existing.set(`${resource}/${id}`, snap);
    }),
    (async () => {
      const uids = docs.flatMap(uidsIn);
      if (uids.length === 0) return;
      for (const [uid, snap] of await existingDocs("users", uids)) {
        const name = nameOf(snap);
        if (name) names.set(uid, name);
      }
    })(),
  ]);
  return docs.map((d) => entryOf(d, existing.get(`${d.get("resource")}/${d.get("resourceId")}`), names));
}
