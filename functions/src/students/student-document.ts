import { Timestamp, type DocumentSnapshot, type FieldValue } from "firebase-admin/firestore";
import type { RosterStudent } from "../shared/attendance.schema";
import type { StudentStatus } from "../shared/student";
import { searchNormalize, sortKey, type StudentFields } from "../shared/student.schema";

/**
 * The one stored shape of a student: what the API's handlers, the seed
 * (scripts/seed, through the built functions/lib) and the test factories write. Pure: no reads,
 * no writes, so every writer gets the same search fields and `listed` flag.
 */

/** The lowercase fields that search, sorting and the email check read (kept on every write). */
export function searchFields(s: { firstName: string; lastName: string; email: string | null }, id: string) {
  const firstNameLower = searchNormalize(s.firstName);
  const lastNameLower = searchNormalize(s.lastName);
  return {
    firstNameLower,
    lastNameLower,
    fullNameLower: searchNormalize(`${s.firstName} ${s.lastName}`),
    emailLower: s.email ? s.email.toLowerCase() : null,
    firstNameKey: sortKey(firstNameLower, id),
    lastNameKey: sortKey(lastNameLower, id),
  };
}

/** The enrolment date's sort key (ISO strings sort in time order). */
export const enrolledKey = (enrolledAt: Timestamp, id: string) =>
  sortKey(enrolledAt.toDate().toISOString(), id);

/** An entered enrolment date as the register keeps it: noon UTC, so no time zone moves the day. */
export const enrolmentInstant = (date: string) => Timestamp.fromDate(new Date(`${date}T12:00:00Z`));

const asTimestamp = (t: Timestamp | Date) => (t instanceof Date ? Timestamp.fromDate(t) : t);

/**
 * The stored form of the entered fields (dates as the register keeps them). `defaultEnrolledAt`
 * (new records) stands in for a missing enrolment date; without it a missing date stays unwritten,
 * as a patch that leaves the date alone must.
 */
export function studentFields(input: StudentFields, id: string, defaultEnrolledAt?: Timestamp) {
  const { enrolledAt: enrolledInput, ...rest } = input;
  // Absent in a patch means "unchanged" (undefined properties are not written).
  const enrolledAt = enrolledInput ? enrolmentInstant(enrolledInput) : defaultEnrolledAt;
  return {
    ...rest,
    guardian: input.guardian ?? null,
    emergencyContact: input.emergencyContact ?? null,
    enrolledAt,
    enrolledKey: enrolledAt ? enrolledKey(enrolledAt, id) : undefined,
    // Forms only set working statuses; archiving and restoring flip this themselves.
    listed: true,
    ...searchFields(input, id),
  };
}

export interface StudentDocumentArgs {
  id: string;
  /** The entered fields; `input.status` is the working status. */
  input: StudentFields;
  /** The enrolment instant when `input.enrolledAt` is absent (a new record's "today"). */
  enrolledAt: Timestamp | Date;
  /** Overrides `input.status`; `"archived"` keeps `input.status` as the one to restore. */
  status?: StudentStatus;
  /** The linked Firebase Auth account, if the student has one. */
  authUid: string | null;
  /** Who created it: `createdBy` and `updatedBy`. */
  actorUid: string;
  /** When: `createdAt` and `updatedAt` (a server timestamp from the API). */
  at: Timestamp | Date | FieldValue;
}

/** A whole new student document, every stored field included. */
export function studentDocument({
  id,
  input,
  enrolledAt,
  status,
  authUid,
  actorUid,
  at,
}: StudentDocumentArgs) {
  const archived = status === "archived";
  return {
    ...studentFields(input, id, asTimestamp(enrolledAt)),
    status: status ?? input.status,
    listed: !archived,
    authUid,
    statusBeforeArchive: archived ? input.status : null,
    archivedAt: archived ? at : null,
    createdAt: at,
    updatedAt: at,
    createdBy: actorUid,
    updatedBy: actorUid,
  };
}

/** What a roster or a program's page shows of a stored student: name, groups and status. */
export const rosterStudentOf = (d: DocumentSnapshot): RosterStudent => ({
  _id: d.id,
  firstName: String(d.get("firstName") ?? ""),
  lastName: String(d.get("lastName") ?? ""),
  groupIds: (d.get("groupIds") ?? []) as string[],
  status: String(d.get("status") ?? ""),
});
