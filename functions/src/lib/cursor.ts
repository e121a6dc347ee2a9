import type { DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS, type CollectionName } from "./collections";
import { badRequest } from "./http-error";

/**
 * Cursor pages over any ordered query. The cursor is the last document's id (opaque, base64url);
 * the next page starts after that document's snapshot, so pages stay stable while data changes
 * (no offsets). Add `orderBy(FieldPath.documentId())` last in the query so the order is total.
 */
export function encodeCursor(doc: DocumentSnapshot): string {
  return pathCursor(doc.ref.path);
}

/** The path a cursor names (not yet checked). */
export const cursorPath = (cursor: string) => Buffer.from(cursor, "base64url").toString("utf8");

/** A cursor for a path that is not a document (the top of a partition, say). */
export const pathCursor = (path: string) => Buffer.from(path, "utf8").toString("base64url");

export const invalidCursor = () =>
  badRequest("The page cursor is not valid.", { cursor: "Not a valid cursor." });

/** The document a cursor names, checked to be a document of `collection` that still exists. */
export async function cursorDoc(firestore: Firestore, cursor: string, collection: CollectionName) {
  const path = cursorPath(cursor);
  if (!path.startsWith(`${COLLECTIONS[collection]}/`) || path.split("/").length !== 2) throw invalidCursor();
  return cursorSnapshot(firestore, path);
}

/** The document at a cursor's (checked) path, or a 400 when it is gone. */
export async function cursorSnapshot(firestore: Firestore, path: string) {
  const after = await firestore.doc(path).get();
  if (!after.exists)
    throw badRequest("The page cursor is no longer valid. Start from the first page.", {
      cursor: "Expired cursor.",
    });
  return after;
}

export async function pageOf(
  query: Query,
  options: { limit: number; cursor?: string | undefined; collection: CollectionName },
) {
  let q = query.limit(options.limit + 1);
  if (options.cursor) q = q.startAfter(await cursorDoc(query.firestore, options.cursor, options.collection));
  const snap = await q.get();
  const docs = snap.docs.slice(0, options.limit);
  const nextCursor =
    snap.docs.length > options.limit && docs.length > 0 ? encodeCursor(docs[docs.length - 1]!) : null;
  return { docs, nextCursor };
}

/** A list handler's answer: one page, and the cursor of the next (null on the last page). */
export interface ListPage<T> {
  data: T[];
  nextCursor: string | null;
}

/** One cursor page of `query`, each document read into the answer by `read`. */
export async function listPageOf<T>(
  query: Query,
  options: Parameters<typeof pageOf>[1],
  read: (doc: QueryDocumentSnapshot) => T,
): Promise<ListPage<T>> {
  const { docs, nextCursor } = await pageOf(query, options);
  return { data: docs.map(read), nextCursor };
}
