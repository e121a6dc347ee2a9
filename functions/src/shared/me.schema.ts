import { z } from "zod";
import { STUDENT_STATUSES } from "./student";

/** A group or program the student is in, named. */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.output<typeof namedRefSchema>;

/** A student's guardian as the record holds it (contact details the family gave the school). */
const myGuardianSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: z.string(),
});

/**
 * What `GET /api/me` answers about the student: their own record as a student app shows it.
 * Staff-only fields (notes, medical notes, the account link) are left out.
 */
export const myProfileSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  guardian: myGuardianSchema.nullable(),
  status: z.enum(STUDENT_STATUSES),
  enrolledAt: z.string(),
  groups: z.array(namedRefSchema),
  programs: z.array(namedRefSchema),
});
export type MyProfile = z.output<typeof myProfileSchema>;
