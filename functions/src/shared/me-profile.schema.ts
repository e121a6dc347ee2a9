import { z } from "zod";
import { myProfileSchema } from "./me.schema";
import { updateProfileSchema } from "./profile.schema";
import { DATE_FORMATS } from "./school-calendar";

/**
 * `GET /api/me`: who is signed in to the student and family app, the school it belongs to, and
 * whose data the app shows. A student sees their own record (`student`); a guardian gets the
 * children they may act for (`children`) and, when the request names one with `X-Student-Id`,
 * that child's record as `student`. Reader views only: no staff uids, no bookkeeping.
 */
export const ME_KINDS = ["student", "guardian"] as const;

/** The header a guardian names the child they act for with (on every child-scoped call). */
export const CHILD_HEADER = "X-Student-Id";

/** The school as the app brands itself with it. */
const mySchoolSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The IANA zone every civil date and time of the API is in. */
  timeZone: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  /** The first day of the week (0 = Sunday … 6 = Saturday): `GET /api/me/week` starts on it. */
  weekStartsOn: z.number().int(),
});
export type MySchool = z.output<typeof mySchoolSchema>;

/** A student a guardian is linked to and may act for. */
const myChildSchema = z.object({ studentId: z.string(), firstName: z.string(), lastName: z.string() });
export type MyChild = z.output<typeof myChildSchema>;

export const meSchema = z.object({
  kind: z.enum(ME_KINDS),
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  school: mySchoolSchema,
  /** The student's own record; for a guardian, the chosen child's (null when none is chosen). */
  student: myProfileSchema.nullable(),
  /** A guardian's linked children, by first name (always empty for a student). */
  children: z.array(myChildSchema),
});
export type Me = z.output<typeof meSchema>;

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
export const myAccountSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type MyAccount = z.output<typeof myAccountSchema>;
