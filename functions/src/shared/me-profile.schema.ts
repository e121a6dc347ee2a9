import type { MyProfile } from "./me.schema";
import type { DateFormat } from "./settings.schema";
import { updateProfileSchema } from "./profile.schema";
import type { z } from "zod";

/**
 * `GET /api/me`: who is signed in to the student and family app, the school it belongs to, and
 * whose data the app shows. A student sees their own record (`student`); a guardian gets the
 * children they may act for (`children`) and, when the request names one with `X-Student-Id`,
 * that child's record as `student`. Reader views only: no staff uids, no bookkeeping.
 */
export const ME_KINDS = ["student", "guardian"] as const;
export type MeKind = (typeof ME_KINDS)[number];

/** The header a guardian names the child they act for with (on every child-scoped call). */
export const CHILD_HEADER = "X-Student-Id";

/** The school as the app brands itself with it. */
export interface MySchool {
  name: string;
  logoUrl: string | null;
  /** The IANA zone every civil date and time of the API is in. */
  timeZone: string;
  dateFormat: DateFormat;
  /** The first day of the week (0 = Sunday … 6 = Saturday): `GET /api/me/week` starts on it. */
  weekStartsOn: number;
}

/** A student a guardian is linked to and may act for. */
export interface MyChild {
  studentId: string;
  firstName: string;
  lastName: string;
}

/** The existing profile answer, as the app names it: the record the app is showing. */
export type MyStudent = MyProfile;

export interface Me {
  kind: MeKind;
  uid: string;
  displayName: string;
  photoURL: string | null;
  school: MySchool;
  /** The student's own record; for a guardian, the chosen child's (null when none is chosen). */
  student: MyStudent | null;
  /** A guardian's linked children, by first name (always empty for a student). */
  children: MyChild[];
}

/**
 * `PATCH /api/me/profile`: the caller's own name and photo (a path uploaded to
 * `profile-photos/{uid}/`, or null to remove it); only the fields sent change. The console's
 * profile rules apply (the same schema).
 */
export const meProfileUpdateSchema = updateProfileSchema
  .pick({ displayName: true, photoPath: true })
  .strict();
export type MeProfileUpdate = z.output<typeof meProfileUpdateSchema>;

/** What `PATCH /api/me/profile` answers: the account's name and photo as everyone sees them. */
export interface MyAccount {
  uid: string;
  displayName: string;
  photoURL: string | null;
}
