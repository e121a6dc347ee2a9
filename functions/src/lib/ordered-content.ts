import { FieldPath, type DocumentSnapshot } from "firebase-admin/firestore";
import type { SessionClaims } from "../shared/session";
import { changeWithAudit, type WriteTarget } from "./audited-write";
import { collections } from "./collections";
import type { StudentScope } from "./handler-context";
import { audienceKeysOf } from "./student-audience";

/**
 * Pages and links: what students read, kept in the school's order and stored with the
 * audience keys of who may read it (`readerKeys`, empty while hidden, unpublished or archived).
 * Both are listed and read the same way, so the queries are written once here.
 */
export type OrderedContent = "pages" | "links";

/** The console's list: current or archived, by position, then id (a total order for cursor pages). */
export const consoleListQuery = (collection: OrderedContent, archived: boolean) =>
  collections[collection]
    .col()
    .where("archived", "==", archived)
    .orderBy("order")
    .orderBy(FieldPath.documentId());

/** What this student may read, in order (index: readerKeys CONTAINS, order, __name__). */
export const studentListQuery = (collection: OrderedContent, student: StudentScope) =>
  collections[collection]
    .col()
    .where("readerKeys", "array-contains-any", audienceKeysOf(student))
    .orderBy("order")
    .orderBy(FieldPath.documentId());

/** How `setContentArchived` reads one kind of content. */
export interface ArchivableContent<T extends { archived: boolean }> {
  kind: "page" | "link";
  read: (snap: DocumentSnapshot) => T;
  /** Who may read it once archived or restored (none while archived). */
  readerKeysOf: (item: T, archived: boolean) => string[];
  /** What its audit entry says of it. */
  details: (item: T) => Record<string, unknown>;
}

/**
 * Archives or restores a page or link: it leaves (or comes back to) the console's list and every
 * student's view, so only `archived` and the reader keys change; it keeps its content, order and,
 * for a page, its versions and slug. Doing it twice writes nothing the second time.
 */
export function setContentArchived<T extends { archived: boolean }>(
  actor: SessionClaims,
  target: WriteTarget,
  archived: boolean,
  content: ArchivableContent<T>,
) {
  return changeWithAudit(actor, target, (snap) => {
    const item = content.read(snap);
    if (item.archived === archived) return null;
    return {
      fields: { archived, readerKeys: content.readerKeysOf(item, archived) },
      action: `${content.kind}.${archived ? "archive" : "unarchive"}`,
      details: content.details(item),
    };
  });
}
