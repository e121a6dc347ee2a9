import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { auditEntries, collections } from "../../lib/collections";
import type { TeamRole } from "../../shared/team.schema";

/**
 * A team account made straight through the Admin SDK, with its mirror. `password` makes it an
 * account in use (active); without one it is an unused invitation. Handler tests never make an
 * active admin: the API tests check the last-admin rule against every active admin there is.
 */
export async function storeTeamAccount(role: TeamRole, options: { password?: boolean } = {}) {
  const id = randomUUID().slice(0, 8);
  const email = `team-${id}@test.invalid`;
  if (role === "admin" && options.password) throw new Error("Handler tests make no active admins.");
  const user = await getAuth().createUser({
    email,
    displayName: `Team ${id}`,
    ...(options.password ? { password: `pw-${randomUUID()}` } : {}),
  });
  await getAuth().setCustomUserClaims(user.uid, { role });
  await Promise.all([
    collections.users.ref(user.uid).set({ displayName: `Team ${id}`, photoURL: null }),
    collections.userProfiles.ref(user.uid).set({ email, role, studentId: null, disabled: false }),
  ]);
  return { uid: user.uid, email };
}

/** The audit actions recorded for a record, oldest first. */
export async function auditActions(resourceId: string): Promise<string[]> {
  return (await auditEntries.find("resourceId", resourceId))
    .map((d) => ({ action: String(d.get("action")), at: d.get("at")?.toMillis?.() ?? 0 }))
    .sort((a, b) => a.at - b.at)
    .map((a) => a.action);
}

export async function mailsOf(uid: string) {
  const snap = await collections.mail.col().where("meta.uid", "==", uid).get();
  return snap.docs.map((d) => d.data());
}
