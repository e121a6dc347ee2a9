export type StudentStatus = "active" | "waitlist" | "inactive" | "archived";

export interface Guardian {
  name: string;
  email: string;
  phone: string;
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
  emergencyContact: { name: string; phone: string } | null;
  medicalNotes: string;
  photoConsent: boolean;
  groupIds: string[];
  programIds: string[];
  status: StudentStatus;
  enrolledAt: string;
  notes: string;
  authUid: string | null;
}
