import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { SessionClaims } from "../shared/session";
import { addAudit, createdFields, updatedFields, type AuditNote } from "./audit";
import { collections, type CollectionName } from "./collections";
import { db } from "./firestore";
import { notFound } from "./http-error";

/**
 * Writes that carry their audit entry: the record and the entry that records it commit
 * together or not at all, and the record gets its created/updated fields.
 */

/** Creates a new document in `collection`; answers its ref. */
export async function createWithAudit(
  actor: SessionClaims,
  collection: CollectionName,
  data: Record<string, unknown>,
  audit: AuditNote,
): Promise<DocumentReference> {
  const ref = collections[collection].col().doc();
  const batch = db().batch();
  batch.create(ref, { ...data, ...createdFields(actor) });
  addAudit(batch, actor, { ...audit, resource: collection, resourceId: ref.id });
  await batch.commit();
  return ref;
}

/** Updates one document the caller has already read and checked. */
export async function updateWithAudit(
  actor: SessionClaims,
  collection: CollectionName,
  id: string,
  data: Record<string, unknown>,
  audit: AuditNote,
): Promise<void> {
  const batch = db().batch();
  batch.update(collections[collection].ref(id), { ...data, ...updatedFields(actor) });
  addAudit(batch, actor, { ...audit, resource: collection, resourceId: id });
  await batch.commit();
}

/** One document a write names, with the 404 message for when it does not exist. */
export interface WriteTarget {
  collection: CollectionName;
  id: string;
  missing: string;
}

/**
 * Reads the target in a transaction (a 404 with `missing` when there is none) and runs `write`
 * on it there; answers the snapshot as it was before the write.
 */
async function onExisting(
  target: WriteTarget,
  write: (tx: Transaction, snap: DocumentSnapshot) => Promise<void>,
): Promise<DocumentSnapshot> {
  const ref = collections[target.collection].ref(target.id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(target.missing);
    await write(tx, snap);
    return snap;
  });
}

/** The fields a change writes, and what its audit entry says. */
export type AuditedChange = { fields: Record<string, unknown> } & AuditNote;

/**
 * Reads one document in a transaction (a 404 with `missing` when there is none), lets `change`
 * check it and say what to write, or `null` for nothing, and writes that. Answers the snapshot
 * as it was before the change. For a change that depends on the stored state, so two requests at
 * once cannot both pass the check.
 */
export async function changeWithAudit(
  actor: SessionClaims,
  target: WriteTarget,
  change: (snap: DocumentSnapshot, tx: Transaction) => Promise<AuditedChange | null> | AuditedChange | null,
): Promise<DocumentSnapshot> {
  return onExisting(target, async (tx, snap) => {
    const changed = await change(snap, tx);
    if (changed) {
      const { fields, ...audit } = changed;
      tx.update(snap.ref, { ...fields, ...updatedFields(actor) });
      addAudit(tx, actor, { ...audit, resource: target.collection, resourceId: target.id });
    }
  });
}

/**
 * Deletes one document for good in a transaction (a 404 with `missing` when there is none), once
 * `check` has passed it (it throws the refusal, e.g. a 409 for a record not archived first) and
 * said what the audit entry records. Answers the snapshot as it was.
 */
export async function deleteWithAudit(
  actor: SessionClaims,
  target: WriteTarget,
  check: (snap: DocumentSnapshot, tx: Transaction) => Promise<AuditNote> | AuditNote,
): Promise<DocumentSnapshot> {
  return onExisting(target, async (tx, snap) => {
    const audit = await check(snap, tx);
    tx.delete(snap.ref);
    addAudit(tx, actor, { ...audit, resource: target.collection, resourceId: target.id });
  });
}
