import { FieldPath, Timestamp, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import { encodeCursor, pageOf } from "../lib/cursor";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import type { Student, StudentStatus } from "../shared/student";
import { SEARCH_PREFIX_MAX, searchNormalize, searchPrefixes, type ListStudentsQuery, type StudentFields } from "../shared/student.schema";

export const STUDENTS = "students";
export const NOT_ARCHIVED: StudentStatus[] = ["active", "waitlist", "inactive"];

export const studentsCol = () => db().collection(STUDENTS);
export const studentRef = (id: string) => studentsCol().doc(id);

/** What the API returns: the record without the internal search fields. */
export function toStudent(doc: DocumentSnapshot): Student {
  const { firstNameLower: _f, lastNameLower: _l, emailLower: _e, searchPrefixes: _s, ...rest } = docToJson<Student & Record<string, unknown>>(doc);
  return rest as Student;
}

/** The lowercase fields that sorting, search and the email check read (kept on every write). */
export function searchFields(s: { firstName: string; lastName: string; email: string | null }) {
  return {
    firstNameLower: searchNormalize(s.firstName),
    lastNameLower: searchNormalize(s.lastName),
    emailLower: s.email ? s.email.toLowerCase() : null,
    searchPrefixes: searchPrefixes(s),
  };
}

/** The stored form of the entered fields (dates as the register keeps them). */
export function storedFields(input: StudentFields) {
  const { enrolledAt, ...rest } = input;
  return {
    ...rest,
    guardian: input.guardian ?? null,
    emergencyContact: input.emergencyContact ?? null,
    // Absent in a patch means "unchanged" (undefined properties are not written).
    enrolledAt: enrolledAt ? Timestamp.fromDate(new Date(`${enrolledAt}T12:00:00Z`)) : undefined,
    ...searchFields(input),
  };
}

const SORT_FIELD = { lastName: "lastNameLower", firstName: "firstNameLower", enrolledAt: "enrolledAt" } as const;

/**
 * The register query. Search uses `searchPrefixes` (every 1-20 character prefix of first name,
 * last name, "first last" and email) with array-contains, rather than three merged range queries:
 * one query keeps every sort order, the status filter and document-snapshot cursors exact, and
 * range queries would force the order to be the searched field. Firestore allows one
 * array-contains per query, so when search and a group/program filter (also arrays) meet, the
 * query carries the search and the other filters are applied while paging (`matches`).
 */
export function buildListQuery(input: Pick<ListStudentsQuery, "q" | "groupId" | "programId" | "status" | "sort" | "dir">) {
  let query: Query = studentsCol();
  const q = input.q ? searchNormalize(input.q) : "";
  const arrayFilters: { field: "groupIds" | "programIds"; value: string }[] = [];
  if (input.groupId) arrayFilters.push({ field: "groupIds", value: input.groupId });
  if (input.programId) arrayFilters.push({ field: "programIds", value: input.programId });

  let inMemory: ((data: FirebaseFirestore.DocumentData) => boolean) | null = null;
  if (q) {
    query = query.where("searchPrefixes", "array-contains", q.slice(0, SEARCH_PREFIX_MAX));
    const longQuery = q.length > SEARCH_PREFIX_MAX;
    if (arrayFilters.length > 0 || longQuery) {
      inMemory = (d) =>
        arrayFilters.every((f) => Array.isArray(d[f.field]) && (d[f.field] as string[]).includes(f.value)) &&
        (!longQuery || [d.firstNameLower, d.lastNameLower, `${d.firstNameLower} ${d.lastNameLower}`, d.emailLower ?? ""].some((v: string) => searchNormalize(v).startsWith(q)));
    }
  } else if (arrayFilters.length > 0) {
    const [first, ...others] = arrayFilters;
    query = query.where(first!.field, "array-contains", first!.value);
    if (others.length > 0) inMemory = (d) => others.every((f) => Array.isArray(d[f.field]) && (d[f.field] as string[]).includes(f.value));
  }

  if (!input.status) query = query.where("status", "in", NOT_ARCHIVED);
  else if (input.status !== "all") query = query.where("status", "==", input.status);

  const field = SORT_FIELD[input.sort];
  query = query.orderBy(field, input.dir).orderBy(FieldPath.documentId(), input.dir);
  return { query, inMemory };
}

/** Documents a filtered scan may read for one page before it answers with what it found. */
const SCAN_BUDGET = 1000;

/**
 * A cursor page of the register. Without in-memory filters it is one `pageOf`; with them it reads
 * batches until the page is full (or the scan budget is spent, answering a shorter page whose
 * cursor continues the scan), so pages stay exact and stable either way.
 */
export async function listStudentPage(input: ListStudentsQuery) {
  const { query, inMemory } = buildListQuery(input);
  if (!inMemory) {
    const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, collection: STUDENTS });
    return { docs: page.docs, nextCursor: page.nextCursor };
  }
  const docs: DocumentSnapshot[] = [];
  let cursor = input.cursor;
  let scanned = 0;
  for (;;) {
    const batchSize = Math.min(200, Math.max(input.limit * 4, 50));
    const page = await pageOf(query, { limit: batchSize, cursor, collection: STUDENTS });
    for (const doc of page.docs) {
      scanned++;
      if (!inMemory(doc.data() ?? {})) continue;
      docs.push(doc);
      if (docs.length === input.limit) {
        // More may follow if this batch continues past this doc or another batch exists.
        const more = doc.id !== page.docs[page.docs.length - 1]?.id || page.nextCursor !== null;
        return { docs, nextCursor: more ? encodeCursor(doc) : null };
      }
    }
    if (!page.nextCursor) return { docs, nextCursor: null };
    cursor = page.nextCursor;
    if (scanned >= SCAN_BUDGET) return { docs, nextCursor: cursor };
  }
}

/** A non-archived student (other than `exceptId`) who already has this email, if any. */
export async function findActiveByEmail(email: string, exceptId?: string, tx?: Transaction) {
  const query = studentsCol().where("emailLower", "==", email.toLowerCase()).where("status", "in", NOT_ARCHIVED).limit(2);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.find((d) => d.id !== exceptId) ?? null;
}

export async function getStudentsByIds(ids: string[], tx?: Transaction) {
  if (ids.length === 0) return [];
  const refs = ids.map(studentRef);
  return tx ? tx.getAll(...refs) : db().getAll(...refs);
}

/** True when a non-archived student other than `exceptId` is linked to this Auth uid. */
export async function isUidLinkedElsewhere(uid: string, exceptId: string) {
  const snap = await studentsCol().where("authUid", "==", uid).where("status", "in", NOT_ARCHIVED).limit(2).get();
  return snap.docs.some((d) => d.id !== exceptId);
}
