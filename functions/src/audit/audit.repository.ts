import { TZDate } from "@date-fns/tz";
import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { collections, existingDocs, type CollectionName } from "../lib/collections";
import { pageOf } from "../lib/cursor";
import { toJson } from "../lib/serialize";
import { addDays } from "../shared/school-calendar";
import type { AuditEntryView, AuditFilters } from "../shared/audit.schema";

/** The instant a civil date begins in the school's zone. */
function startOf(date: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
}

/**
 * The audit trail, newest first, filtered (indexes in firestore.indexes.json: each combination of
 * actor.uid, resource and action, with `at` descending). `to` includes its whole day.
 */
export function auditQuery(filters: AuditFilters, timeZone: string): Query {
  let q: Query = collections.auditLog.col();
  if (filters.actor) q = q.where("actor.uid", "==", filters.actor);
  if (filters.resource) q = q.where("resource", "==", filters.resource);
  if (filters.action) q = q.where("action", "==", filters.action);
  if (filters.from) q = q.where("at", ">=", Timestamp.fromDate(startOf(filters.from, timeZone)));
  if (filters.to) q = q.where("at", "<", Timestamp.fromDate(startOf(addDays(filters.to, 1), timeZone)));
  return q.orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
}

export function auditPage(query: Query, limit: number, cursor?: string) {
  return pageOf(query, { limit, cursor, collection: "auditLog" });
}

function entryOf(doc: DocumentSnapshot, exists: boolean): AuditEntryView {
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
    exists,
  };
}

const KNOWN = new Set<string>(Object.keys(collections));

/**
 * Entries with whether their record still exists: one batched read per kind of record on the
 * page, so a page of 100 costs at most a handful of reads.
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
  const existing = new Set<string>();
  await Promise.all(
    [...byResource].map(async ([resource, ids]) => {
      for (const id of (await existingDocs(resource, ids)).keys()) existing.add(`${resource}/${id}`);
    }),
  );
  return docs.map((d) => entryOf(d, existing.has(`${d.get("resource")}/${d.get("resourceId")}`)));
}
