import {
  FieldPath,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { badRequest } from "../lib/http-error";
import { cursorDoc, encodeCursor, pageOf, type CursorScope } from "../lib/cursor";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { StudentStatus } from "../shared/student";
import { SEARCH_FIELDS, searchNormalize, type ListStudentsQuery } from "../shared/student.schema";
import { lookupOf, type NameLookup } from "./students-csv";

export const NOT_ARCHIVED: StudentStatus[] = ["active", "waitlist", "inactive"];

const students = collections.students;

const SORT_KEY = { lastName: "lastNameKey", firstName: "firstNameKey", enrolledAt: "enrolledKey" } as const;

type ListInput = Pick<ListStudentsQuery, "q" | "groupId" | "programId" | "status" | "sort" | "dir">;

/**
 * The register queries. Without search: one query, filtered by status and at most one of
 * group/program (Firestore allows one array-contains; a second is applied while paging).
 *
 * With search: one prefix range query per field in SEARCH_FIELDS, merged page by page. Why not
 * one `array-contains` on a stored list of every prefix: Firestore indexes it well, but the
 * emulator evaluates array-contains by scanning every element of every document (measured with
 * 5,000 students: 1.4-5 s per query and 504s, against 70-100 ms for a range query). Each range
 * query orders by the sort key first (unique, so the three orders agree and a cursor is one
 * value); Firestore appends the range field to the order after it. Group and program filters are
 * applied while paging, as is a second array filter without search.
 */
export function buildListQueries(input: ListInput) {
  let base: Query = students.col();
  if (!input.status) base = base.where("listed", "==", true);
  else if (input.status !== "all") base = base.where("status", "==", input.status);

  const arrayFilters: { field: "groupIds" | "programIds"; value: string }[] = [];
  if (input.groupId) arrayFilters.push({ field: "groupIds", value: input.groupId });
  if (input.programId) arrayFilters.push({ field: "programIds", value: input.programId });
  const keyField = SORT_KEY[input.sort];
  const q = input.q ? searchNormalize(input.q) : "";

  const inQuery = q ? [] : arrayFilters.slice(0, 1);
  const inMemoryFilters = q ? arrayFilters : arrayFilters.slice(1);
  const inMemory =
    inMemoryFilters.length > 0
      ? (d: FirebaseFirestore.DocumentData) =>
          inMemoryFilters.every(
            (f) => Array.isArray(d[f.field]) && (d[f.field] as string[]).includes(f.value),
          )
      : null;

  if (!q) {
    let query = base;
    for (const f of inQuery) query = query.where(f.field, "array-contains", f.value);
    return {
      queries: [query.orderBy(keyField, input.dir).orderBy(FieldPath.documentId(), input.dir)],
      keyField,
      inMemory,
    };
  }
  const queries = SEARCH_FIELDS.map((field) =>
    base
      .where(field, ">=", q)
      // The highest code point Firestore's string order puts after any name character.
      .where(field, "<", `${q}\uf8ff`)
      .orderBy(keyField, input.dir)
      .orderBy(field, input.dir)
      .orderBy(FieldPath.documentId(), input.dir),
  );
  return { queries, keyField, inMemory };
}

/** Documents a filtered scan may read for one page before it answers with what it found. */
const SCAN_BUDGET = 1000;

/**
 * A cursor page of the register: the queries' results merged by the unique sort key (a student
 * found by two queries counts once), filtered in memory when needed. Each source reads batches
 * only as the merge needs them; a filtered scan stops after SCAN_BUDGET documents with a shorter
 * page whose cursor continues it, so pages stay exact and stable either way.
 */
export async function listStudentPage(input: ListStudentsQuery, scope: CursorScope) {
  const { queries, keyField, inMemory } = buildListQueries(input);
  if (queries.length === 1 && !inMemory) {
    const page = await pageOf(queries[0]!, {
      limit: input.limit,
      cursor: input.cursor,
      collection: students.name,
      scope,
    });
    return { docs: page.docs, nextCursor: page.nextCursor };
  }
  const after = input.cursor ? await cursorDoc(db(), input.cursor, students.name, scope) : null;
  const startKey = after ? (after.get(keyField) as unknown) : undefined;
  if (after && typeof startKey !== "string")
    throw badRequest("The page cursor is no longer valid. Start from the first page.", {
      cursor: "Expired cursor.",
    });
  const batchSize = inMemory ? Math.min(200, Math.max(input.limit * 4, 50)) : input.limit + 1;
  const sources = queries.map((query) => ({
    query,
    buffer: [] as QueryDocumentSnapshot[],
    lastKey: startKey as string | undefined,
    done: false,
  }));
  const keyOf = (d: DocumentSnapshot) => d.get(keyField) as string;
  const before = (a: string, b: string) => (input.dir === "asc" ? a < b : a > b);

  /** The next document in merged order, or null when every source is exhausted. */
  const next = async (): Promise<QueryDocumentSnapshot | null> => {
    await Promise.all(
      sources.map(async (s) => {
        if (s.buffer.length > 0 || s.done) return;
        let q = s.query.limit(batchSize);
        if (s.lastKey !== undefined) q = q.startAfter(s.lastKey);
        const snap = await q.get();
        s.buffer = snap.docs;
        if (snap.docs.length < batchSize) s.done = true;
        if (snap.docs.length > 0) s.lastKey = keyOf(snap.docs[snap.docs.length - 1]!);
      }),
    );
    let min: string | null = null;
    for (const s of sources)
      if (s.buffer.length > 0 && (min === null || before(keyOf(s.buffer[0]!), min)))
        min = keyOf(s.buffer[0]!);
    if (min === null) return null;
    let found: QueryDocumentSnapshot | null = null;
    for (const s of sources)
      if (s.buffer.length > 0 && keyOf(s.buffer[0]!) === min) found = s.buffer.shift()!;
    return found;
  };

  const docs: DocumentSnapshot[] = [];
  let scanned = 0;
  for (;;) {
    const doc = await next();
    if (!doc) return { docs, nextCursor: null };
    scanned++;
    if (inMemory && !inMemory(doc.data())) {
      if (scanned >= SCAN_BUDGET) return { docs, nextCursor: encodeCursor(doc, scope) };
      continue;
    }
    if (docs.length === input.limit) return { docs, nextCursor: encodeCursor(docs[docs.length - 1]!, scope) };
    docs.push(doc);
    if (scanned >= SCAN_BUDGET && docs.length < input.limit)
      return { docs, nextCursor: encodeCursor(doc, scope) };
  }
}

/** A non-archived student (other than `exceptId`) who already has this email, if any. */
export async function findActiveByEmail(email: string, exceptId?: string, tx?: Transaction) {
  const query = students
    .col()
    .where("emailLower", "==", email.toLowerCase())
    .where("status", "in", NOT_ARCHIVED)
    .limit(2);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.find((d) => d.id !== exceptId) ?? null;
}

/** True when a non-archived student other than `exceptId` is linked to this Auth uid. */
export async function isUidLinkedElsewhere(uid: string, exceptId: string) {
  const snap = await students
    .col()
    .where("authUid", "==", uid)
    .where("status", "in", NOT_ARCHIVED)
    .limit(2)
    .get();
  return snap.docs.some((d) => d.id !== exceptId);
}

/** Names of the groups and programs (bounded), for the CSV export and for resolving imports. */
export async function groupAndProgramNames(): Promise<{ groups: NameLookup; programs: NameLookup }> {
  const [groupSnap, programSnap] = await Promise.all([
    collections.groups.col().select("name").limit(1000).get(),
    collections.programs.col().select("name").limit(1000).get(),
  ]);
  const named = (snap: QuerySnapshot) =>
    lookupOf(snap.docs.map((d) => ({ id: d.id, name: String(d.get("name") ?? d.id) })));
  return { groups: named(groupSnap), programs: named(programSnap) };
}
