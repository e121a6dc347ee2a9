import { getAuth } from "firebase-admin/auth";
import { resyncStudentChats } from "../chats/chat-safeguarding";
import { syncAccountStatus } from "../users/account-status";
import { openLinksWhere } from "./guardians.repository";

/**
 * After a guardian's links changed: the account stays enabled while it has any link that is not
 * revoked, and is disabled (its ID tokens refused by the API's account check and, through
 * accountStatus, by the rules at once) when it has none; the students' chats take the guardian in
 * or out. A guardian unlinked from one child keeps the others, but is out of that child's chats.
 */
export async function afterGuardianLinksChanged(guardianUid: string, studentIds: readonly string[]) {
  const open = await openLinksWhere("guardianUid", guardianUid);
  const auth = getAuth();
  const user = await auth.getUser(guardianUid);
  const disabled = open.length === 0;
  if (user.disabled !== disabled) await auth.updateUser(guardianUid, { disabled });
  await syncAccountStatus(guardianUid);
  for (const studentId of new Set(studentIds)) await resyncStudentChats(studentId);
}
