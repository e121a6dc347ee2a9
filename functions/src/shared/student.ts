import { labelsOf } from "./enum-labels";

export const STUDENT_STATUSES = ["active", "waitlist", "inactive", "archived"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const STUDENT_STATUS_LABELS = labelsOf(STUDENT_STATUSES);

export interface Guardian {
  name: string;
  email: string | null;
  phone: string | null;
  relationship: string;
}

export interface Student {
  _id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
  phone: string | null;
  guardian: Guardian | null;
  emergencyContact: { name: string; phone: string | null } | null;
  medicalNotes: string;
  photoConsent: boolean;
  groupIds: string[];
  /** The groups whose waitlist the student is in line for (kept by waitlists/); absent when none. */
  waitlistGroupIds?: string[];
  programIds: string[];
  status: StudentStatus;
  enrolledAt: string;
  notes: string;
  authUid: string | null;
  /** Set while archived: the status that restoring brings back. */
  statusBeforeArchive?: Exclude<StudentStatus, "archived"> | null;
  archivedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
  createdBy?: string;
  updatedBy?: string;
}
