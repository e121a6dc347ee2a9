import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { SessionClaims } from "../shared/session";
import { auditMonthOf } from "./audit-months";
import { auditEntries, type CollectionName } from "./collections";

export interface AuditEntry {
  action: string; // e.g. "student.create", "group.members"
  /** The collection of the record the action touched: a checked name, never free text. */
  resource: CollectionName;
  resourceId: string;
  /** Small, human-meaningful detail: changed field names, old/new values of a mark, counts. */
  details?: Record<string, unknown>;
}

/** What a write says about itself in the audit log; the record it names is the one written. */
export type AuditNote = Pick<AuditEntry, "action" | "details">;

/**
 * A new entry's document and its data. Its month partition (audit-months.ts) and its `at` come
 * from the one clock reading, so an entry written at a month's last instant is never filed in one
 * month and stamped in the next (a server timestamp could be). The real clock, not the request's:
 * the entry records when the write happened.
 */
function auditDoc(entry: AuditEntry, actor: SessionClaims) {
  const at = new Date();
  return {
    ref: auditEntries.col(auditMonthOf(at)).doc(),
    data: {
      ...entry,
      details: entry.details ?? {},
      actor: { uid: actor.sub, email: actor.email, name: actor.name, role: actor.role },
      at: Timestamp.fromDate(at),
    },
  };
}

/** Adds an audit entry to a batch or transaction, so it commits with the write it records. */
export function addAudit(writer: WriteBatch | Transaction, actor: SessionClaims, entry: AuditEntry) {
  const { ref, data } = auditDoc(entry, actor);
  if ("getAll" in writer) (writer as Transaction).create(ref, data);
  else (writer as WriteBatch).create(ref, data);
}

/** Writes an audit entry on its own (when the audited write is not batched). */
export async function writeAudit(actor: SessionClaims, entry: AuditEntry) {
  const { ref, data } = auditDoc(entry, actor);
  await ref.create(data);
}

/** The `createdAt/updatedAt/createdBy/updatedBy` fields every write records. */
export function createdFields(actor: SessionClaims) {
  const now = FieldValue.serverTimestamp();
  return { createdAt: now, updatedAt: now, createdBy: actor.sub, updatedBy: actor.sub };
}

export function updatedFields(actor: SessionClaims) {
  return { updatedAt: FieldValue.serverTimestamp(), updatedBy: actor.sub };
}

/** The keys of a patch whose values differ from the stored record's: an update's audit detail. */
export function changedKeys(patch: object, current: object): string[] {
  const stored = current as Record<string, unknown>;
  return Object.entries(patch)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key]))
    .map(([key]) => key);
}
