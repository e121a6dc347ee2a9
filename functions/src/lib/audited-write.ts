import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { SessionClaims } from "../shared/session";
import { addAudit, createdFields, updatedFields, type AuditNote } from "./audit";
import { collections, type CollectionName } from "./collections";
import { db } from "./firestore";
import { notFound } from "./http-error";

/**
 * Writes that carry their audit entry (DESIGN §4): the record and the entry that records it commit
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
  target: { collection: CollectionName; id: string; missing: string },
  change: (snap: DocumentSnapshot, tx: Transaction) => Promise<AuditedChange | null> | AuditedChange | null,
): Promise<DocumentSnapshot> {
  const { collection, id } = target;
  const ref = collections[collection].ref(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(target.missing);
    const changed = await change(snap, tx);
    if (changed) {
      const { fields, ...audit } = changed;
      tx.update(ref, { ...fields, ...updatedFields(actor) });
      addAudit(tx, actor, { ...audit, resource: collection, resourceId: id });
    }
    return snap;
  });
}
