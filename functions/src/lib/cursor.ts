import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { sessionSecret } from "../config/params";
import { docIdSchema } from "../shared/id.schema";
import { COLLECTIONS, type CollectionName } from "./collections";
import { badRequest } from "./http-error";

/**
 * Cursor pages over any ordered query; the next page starts after the last document's snapshot,
 * so pages stay stable while data changes (no offsets). Add `orderBy(FieldPath.documentId())` last
 * in the query so the order is total.
 *
 * A cursor is sealed, not just encoded: the path of the document a page ends at, encrypted and
 * authenticated (AES-256-GCM) with the list and caller it was made for as associated data (a
 * `CursorScope`). So a cursor says nothing to the client, a made-up one is refused, and one taken
 * from another query (other filters, another list) or another caller gets exactly the same 400
 * as a made-up one: nobody can use a cursor to ask whether a document exists. The key is derived
 * from the session secret, so a new secret also ends every cursor (a list starts over).
 */

/** Whom and which query a cursor belongs to: it opens only for the same scope. */
export interface CursorScope {
  /** The uid of the caller the page was made for. */
  caller: string;
  /** The list and its filters, as one stable string (`cursorScope`). */
  query: string;
}

/**
 * The scope of a list request: the caller, the list's name and every filter of its input except
 * the page size and the cursor itself (a page size changed between pages is harmless).
 */
export function cursorScope(list: string, caller: string, input: object): CursorScope {
  const filters = Object.entries(input)
    .filter(([key, value]) => key !== "limit" && key !== "cursor" && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { caller, query: JSON.stringify([list, filters]) };
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new Map<string, Buffer>();

/** The cursor key: derived from the session secret (never the secret itself), once per secret. */
export function cursorKey(secret: string = sessionSecret.value()): Buffer {
  if (!secret) throw new Error("SESSION_SECRET is not set: list cursors cannot be sealed.");
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("studio-admin list cursor v1").digest();
    keys.set(secret, key);
  }
  return key;
}

const associatedData = (scope: CursorScope) =>
  Buffer.from(JSON.stringify([scope.caller, scope.query]), "utf8");

/** Seals a Firestore path into a cursor that opens only for `scope`. */
export function sealCursor(path: string, scope: CursorScope, key: Buffer = cursorKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(associatedData(scope));
  const sealed = Buffer.concat([cipher.update(path, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

export const invalidCursor = () =>
  badRequest("The page cursor is not valid.", { cursor: "Not a valid cursor." });

/**
 * The path a cursor was sealed with, when it was made by us for this very scope; otherwise the one
 * 400 (whether it is made up, altered, or from another query or caller).
 */
export function openCursor(cursor: string, scope: CursorScope, key: Buffer = cursorKey()): string {
  const bytes = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url") : Buffer.alloc(0);
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw invalidCursor();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(scope));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const path = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return path.toString("utf8");
  } catch {
    throw invalidCursor();
  }
}

/** A cursor after this document, for `scope`. */
export const encodeCursor = (doc: DocumentSnapshot, scope: CursorScope) => sealCursor(doc.ref.path, scope);

/**
 * Every segment of a path is a document or collection id Firestore accepts: a cursor we sealed
 * holds one, but a reserved id (`__x__`) reaching the SDK would be a 500, so it is checked anyway.
 */
export function isStorablePath(path: string): boolean {
  const segments = path.split("/");
  return segments.every((s) => docIdSchema.safeParse(s).success);
}

/** The document a cursor names, checked to be a document of `collection` that still exists. */
export async function cursorDoc(
  firestore: Firestore,
  cursor: string,
  collection: CollectionName,
  scope: CursorScope,
) {
  const path = openCursor(cursor, scope);
  if (!path.startsWith(`${COLLECTIONS[collection]}/`) || path.split("/").length !== 2) throw invalidCursor();
  return cursorSnapshot(firestore, path);
}

/** The document at a cursor's (opened) path, or a 400 when it is gone. */
export async function cursorSnapshot(firestore: Firestore, path: string) {
  if (!isStorablePath(path)) throw invalidCursor();
  const after = await firestore.doc(path).get();
  if (!after.exists)
    throw badRequest("The page cursor is no longer valid. Start from the first page.", {
      cursor: "Expired cursor.",
    });
  return after;
}

export interface PageOptions {
  limit: number;
  cursor?: string | undefined;
  collection: CollectionName;
  scope: CursorScope;
}

export async function pageOf(query: Query, options: PageOptions) {
  let q = query.limit(options.limit + 1);
  if (options.cursor)
    q = q.startAfter(await cursorDoc(query.firestore, options.cursor, options.collection, options.scope));
  const snap = await q.get();
  const docs = snap.docs.slice(0, options.limit);
  const nextCursor =
    snap.docs.length > options.limit && docs.length > 0
      ? encodeCursor(docs[docs.length - 1]!, options.scope)
      : null;
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
  options: PageOptions,
  read: (doc: QueryDocumentSnapshot) => T,
): Promise<ListPage<T>> {
  const { docs, nextCursor } = await pageOf(query, options);
  return { data: docs.map(read), nextCursor };
}
