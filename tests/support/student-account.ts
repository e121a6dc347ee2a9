import { guardianLinkDocument, guardianLinkId } from "../../functions/src/guardians/guardians.repository";
import { COLLECTIONS } from "../../functions/src/lib/collections";
import { createAccount, idTokenFor, type TestAccount } from "./accounts";
import { admin } from "./env";
import { uniqueMarker, writeStudent, type TestStudent } from "./students";

export interface TestStudentAccount extends TestAccount {
  studentId: string;
  /** A fresh Firebase ID token from the Auth emulator: what a student app sends to `/api/me`. */
  idToken: () => Promise<string>;
}

/** Links a student account to an existing student record, as the school's office does. */
export async function linkStudentAccount(studentId: string): Promise<TestStudentAccount> {
  const account = await createAccount("student");
  const { db } = admin();
  await Promise.all([
    db.doc(`students/${studentId}`).update({ authUid: account.uid }),
    db.doc(`userProfiles/${account.uid}`).update({ studentId }),
  ]);
  return { ...account, studentId, idToken: () => idTokenFor(account.email, account.password) };
}

/**
 * A student as the student app has them: an Auth account with the `student` role, its student
 * record (stored as the API stores it) and the profile link (`userProfiles.studentId`) that
 * `/api/me` reads.
 */
export async function createStudentAccount(student: TestStudent = {}): Promise<TestStudentAccount> {
  const studentId = `${uniqueMarker("me")}-student`;
  await writeStudent(studentId, { firstName: "Test", lastName: studentId, ...student });
  return linkStudentAccount(studentId);
}

export interface TestGuardianAccount extends TestAccount {
  /** A fresh Firebase ID token: what the app sends, with `X-Student-Id` naming the child. */
  idToken: () => Promise<string>;
}

/** A guardian account (role `guardian`) linked to the given students, as staff's linking leaves it. */
export async function createGuardianAccount(studentIds: string[]): Promise<TestGuardianAccount> {
  const account = await createAccount("guardian");
  const { db } = admin();
  await Promise.all(
    studentIds.map((id) =>
      db
        .doc(`${COLLECTIONS.guardianLinks}/${guardianLinkId(account.uid, id)}`)
        .set(guardianLinkDocument(account.uid, id)),
    ),
  );
  return { ...account, idToken: () => idTokenFor(account.email, account.password) };
}
