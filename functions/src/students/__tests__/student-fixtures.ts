import { Timestamp } from "firebase-admin/firestore";
import { putStudent, uniqueId } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import type { StudentStatus } from "../../shared/student";
import type { StudentFields } from "../../shared/student.schema";
import { studentDocument } from "../student-document";
import { studentInput } from "../student-input";

export { auditOf, putStudent, uniqueId } from "../../__tests__/factories";

/** Valid entered fields of an adult, named as the handler tests expect. */
export const adultInput = (fields: Partial<StudentFields> = {}): StudentFields =>
  studentInput({ firstName: "Handler", lastName: "Test", ...fields });

/** Stores a student through the one builder the handlers use; returns its id. */
export async function storeStudent(
  fields: Partial<StudentFields> = {},
  options: { status?: StudentStatus; enrolledAt?: Date } = {},
): Promise<string> {
  const id = uniqueId("hstu");
  await putStudent(
    id,
    studentDocument({
      id,
      input: adultInput(fields),
      enrolledAt: options.enrolledAt ?? new Date("2026-09-01T12:00:00Z"),
      status: options.status,
      authUid: null,
      actorUid: "test-fixture",
      at: Timestamp.now(),
    }),
  );
  return id;
}

/** The raw stored document, internal search fields included. */
export async function storedStudent(id: string) {
  return (await collections.students.ref(id).get()).data();
}
