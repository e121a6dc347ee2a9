import { chunks } from "./chunks";
import {
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from "firebase-admin/firestore";

/**
 * The audit log's layout: one partition a month, `auditLog/{yyyy-mm}/auditEntries-{mm}/{id}`,
 * so a page reads the months it needs, newest first, and a date range only the months it touches.
 * Months are UTC months: the school's time zone is a setting that can change, and a partition
 * must not move when it does (a date range in the school's zone is turned into instants first,
 * then into the UTC months it touches).
 *
 * The collection ID names the calendar month (`auditEntries-01` .. `auditEntries-12`), not one
 * `auditEntries` for all: measured (report), the Firestore emulator scans every document
 * of a query's collection ID, wherever its parent, so with one ID each month's query cost in
 * proportion to the whole log (an empty month as much as a full one) and the first page missed its
 * 200 ms budget on 100,000 entries. With an ID a calendar month, a month's query scans only the
 * entries of that calendar month (a twelfth of a year's log). The cost is in production indexes,
 * which are per collection ID: firestore.indexes.json keeps the trail's 7 composite indexes for each
 * of the 12 IDs (84; a billed project may have 1,000). Looking across the whole log (the missing
 * span below, tests) takes the 12 collection-group queries (`auditEntryGroups`).
 *
 * `auditLog/months` says which months may hold entries (`oldest`, `newest`), so a walk over the
 * log is bounded. The functions write entries only in the present month, which the walk always
 * visits, so they never touch it; whoever writes entries stamped otherwise (the seed, the bench,
 * tests) widens it with `widenAuditMonths`. Where it is missing (a log written before it
 * existed), it is found once from the entries themselves.
 *
 * Pure of the functions' app (the Firestore instance is an argument), so the seed and the bench
 * lay out their entries with the same code (through the built functions/lib).
 */
export const AUDIT_LOG = "auditLog";
/**
 * The collection IDs of the partitions, one a calendar month (above); names of their own, so a
 * collection-group query over them names only audit entries.
 */
export const AUDIT_ENTRY_IDS = Array.from(
  { length: 12 },
  (_, i) => `auditEntries-${String(i + 1).padStart(2, "0")}`,
);
const MONTHS_DOC = `${AUDIT_LOG}/months`;

export type AuditMonth = string; // "yyyy-mm", UTC

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isAuditMonth = (value: unknown): value is AuditMonth =>
  typeof value === "string" && MONTH.test(value);

/** The UTC month an instant falls in. */
export const auditMonthOf = (instant: Date): AuditMonth => instant.toISOString().slice(0, 7);

export function previousMonth(month: AuditMonth): AuditMonth {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return auditMonthOf(new Date(Date.UTC(y, m - 2, 1)));
}

/** The collection ID of one month's partition: `auditEntries-mm`, by its calendar month. */
export const auditEntriesId = (month: AuditMonth) => `auditEntries-${month.slice(5, 7)}`;

/** The partition of one month. */
export const auditEntriesPath = (month: AuditMonth) => `${AUDIT_LOG}/${month}/${auditEntriesId(month)}`;

/** Where an entry stamped `at` is stored. */
export const auditEntryPath = (at: Date, id: string) => `${auditEntriesPath(auditMonthOf(at))}/${id}`;

export interface AuditMonths {
  oldest: AuditMonth;
  newest: AuditMonth;
}

const span = (months: AuditMonth[]): AuditMonths | null =>
  months.length
    ? { oldest: months.reduce((a, b) => (a < b ? a : b)), newest: months.reduce((a, b) => (a > b ? a : b)) }
    : null;

/** The whole log as collection-group queries, one a calendar month's collection ID. */
export const auditEntryGroups = (firestore: Firestore): Query[] =>
  AUDIT_ENTRY_IDS.map((id) => firestore.collectionGroup(id));

/**
 * The entries anywhere in the log whose `field` equals `value` (the 12 collection-group queries
 * at once, merged in path order): for tests and checks, which must find an entry whatever month
 * it was filed in.
 */
export async function findAuditEntries(
  firestore: Firestore,
  field: string,
  value: unknown,
): Promise<QueryDocumentSnapshot[]> {
  const snaps = await Promise.all(auditEntryGroups(firestore).map((q) => q.where(field, "==", value).get()));
  return snaps.flatMap((s) => s.docs).sort((a, b) => (a.ref.path < b.ref.path ? -1 : 1));
}

/**
 * The oldest month holding an entry, by path (`yyyy-mm` sorts as it reads), or null: the oldest of
 * each collection ID's (the 12 queries at once). Only that end: Firestore scans keys ascending
 * only, and the newest month is the present one unless an entry was stamped otherwise, which
 * widened the stored span when it was written.
 */
async function oldestMonth(firestore: Firestore): Promise<AuditMonth | null> {
  const snaps = await Promise.all(
    auditEntryGroups(firestore).map((q) => q.orderBy(FieldPath.documentId()).limit(1).select().get()),
  );
  const months = snaps.map((s) => s.docs[0]?.ref.parent.parent?.id).filter(isAuditMonth);
  return span(months)?.oldest ?? null;
}

/**
 * Stretches the stored span over `months` (in a transaction, so two writers never undo each other),
 * first finding it from the entries where it is missing. Answers the span, or null for an empty log.
 */
export async function widenAuditMonths(
  firestore: Firestore,
  months: AuditMonth[],
): Promise<AuditMonths | null> {
  const ref = firestore.doc(MONTHS_DOC);
  return firestore.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const known =
      stored && isAuditMonth(stored.oldest) && isAuditMonth(stored.newest)
        ? [stored.oldest, stored.newest]
        : // A scan of the whole log, done once. Not a transactional read: every writer of an
          // entry outside the present month widens this document first, so it meets ours here.
          [await oldestMonth(firestore)].filter(isAuditMonth);
    const wide = span([...known, ...months.filter(isAuditMonth)]);
    if (wide && (wide.oldest !== stored?.oldest || wide.newest !== stored?.newest)) tx.set(ref, wide);
    return wide;
  });
}

/** The months that may hold entries (the present month aside), or null while the log is empty. */
export async function auditMonths(firestore: Firestore): Promise<AuditMonths | null> {
  const stored = (await firestore.doc(MONTHS_DOC).get()).data();
  if (stored && isAuditMonth(stored.oldest) && isAuditMonth(stored.newest))
    return { oldest: stored.oldest, newest: stored.newest };
  return widenAuditMonths(firestore, []);
}

/** An entry that carries its own instant (seed, bench, tests), as stored. */
export interface DatedAuditEntry {
  /** A fixed id (the seed's, so a re-seed writes the same entries); a new one without. */
  id?: string;
  data: Record<string, unknown> & { at: Date | Timestamp };
}

/**
 * Writes entries stamped in any month into their partitions (batches of 500) and widens the span
 * first, so no reader misses one written meanwhile.
 */
export async function writeAuditEntries(firestore: Firestore, entries: DatedAuditEntry[]): Promise<void> {
  // Not `instanceof Timestamp`: the seed's and the tests' firebase-admin may be another copy.
  const dateOf = (e: DatedAuditEntry) => (e.data.at instanceof Date ? e.data.at : e.data.at.toDate());
  await widenAuditMonths(firestore, [...new Set(entries.map((e) => auditMonthOf(dateOf(e))))]);
  for (const run of chunks(entries, 500)) {
    const batch = firestore.batch();
    for (const e of run) {
      const partition = firestore.collection(auditEntriesPath(auditMonthOf(dateOf(e))));
      batch.set(e.id ? partition.doc(e.id) : partition.doc(), e.data);
    }
    await batch.commit();
  }
}
