import type { StudentFields } from "../shared/student.schema";

/**
 * A whole, valid set of entered fields (as the create form sends them), with `fields` on top: an
 * adult of twenty, whatever the year (a fixed year would age out of the 2-30 rule). The base of
 * every student made in code rather than through the form: the handler and API tests, the bench.
 */
export function studentInput(fields: Partial<StudentFields> = {}): StudentFields {
  return {
    firstName: "Test",
    lastName: "Student",
    dateOfBirth: `${new Date().getUTCFullYear() - 20}-01-01`,
    email: null,
    phone: null,
    guardian: null,
    emergencyContact: null,
    medicalNotes: "",
    photoConsent: false,
    groupIds: [],
    programIds: [],
    status: "active",
    notes: "",
    ...fields,
  };
}
