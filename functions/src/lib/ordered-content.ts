import { FieldPath } from "firebase-admin/firestore";
import { collections } from "./collections";
import type { StudentScope } from "./handler-context";
import { audienceKeysOf } from "./student-audience";

/**
 * Pages and links (issue 12): what students read, kept in the school's order and stored with the
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
