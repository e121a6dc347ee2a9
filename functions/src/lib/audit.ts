import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { SessionClaims } from "../shared/session";
import { db } from "./firestore";

export interface AuditEntry {
  action: string; // e.g. "student.create", "group.members"
  resource: string; // collection name
  resourceId: string;
  /** Small, human-meaningful detail: changed field names, old/new values of a mark, counts. */
  details?: Record<string, unknown>;
}

function auditDoc(entry: AuditEntry, actor: SessionClaims) {
  return {
    ...entry,
    details: entry.details ?? {},
    actor: { uid: actor.sub, email: actor.email, name: actor.name, role: actor.role },
    at: FieldValue.serverTimestamp(),
  };
}

/** Adds an `auditLog` entry to a batch or transaction, so it commits with the write it records. */
export function addAudit(writer: WriteBatch | Transaction, actor: SessionClaims, entry: AuditEntry) {
  const ref = db().collection("auditLog").doc();
  if ("getAll" in writer) (writer as Transaction).create(ref, auditDoc(entry, actor));
  else (writer as WriteBatch).create(ref, auditDoc(entry, actor));
}

/** Writes an `auditLog` entry on its own (when the audited write is not batched). */
export async function writeAudit(actor: SessionClaims, entry: AuditEntry) {
  await db().collection("auditLog").add(auditDoc(entry, actor));
}

/** The `createdAt/updatedAt/createdBy/updatedBy` fields of DESIGN §4. */
export function createdFields(actor: SessionClaims) {
  const now = FieldValue.serverTimestamp();
  return { createdAt: now, updatedAt: now, createdBy: actor.sub, updatedBy: actor.sub };
}

export function updatedFields(actor: SessionClaims) {
  return { updatedAt: FieldValue.serverTimestamp(), updatedBy: actor.sub };
}
