import type { Guardian, StudentStatus } from "./student";

/** A group or program the student is in, named. */
export interface NamedRef {
  id: string;
  name: string;
}

/**
 * What `GET /api/me` answers: the student's own record as a student app shows it. Staff-only
 * fields (notes, medical notes, the account link) are left out.
 */
export interface MyProfile {
  studentId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  guardian: Guardian | null;
  status: StudentStatus;
  enrolledAt: string;
  groups: NamedRef[];
  programs: NamedRef[];
}
