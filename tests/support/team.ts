import { admin } from "./env";

/**
 * Makes `keep` the only admins the last-admin rule counts, by marking every other admin's team
 * mirror (`userProfiles.disabled`, what the rule reads in its transaction) as disabled; returns
 * what puts them back. Their Auth accounts are left alone, so nobody's session ends. Only for the
 * API project, whose files run one at a time.
 */
export async function onlyAdminsCounted(keep: readonly string[]): Promise<() => Promise<void>> {
  const { db } = admin();
  const admins = await db.collection("userProfiles").where("role", "==", "admin").get();
  const others = admins.docs.filter((d) => !keep.includes(d.id) && d.get("disabled") !== true);
  const writer = db.bulkWriter();
  for (const d of others) void writer.set(d.ref, { disabled: true }, { merge: true });
  await writer.close();
  return async () => {
    const back = db.bulkWriter();
    for (const d of others) void back.set(d.ref, { disabled: d.get("disabled") ?? false }, { merge: true });
    await back.close();
  };
}

/** The mails queued for an account, newest first. */
export async function mailsTo(uid: string) {
  const snap = await admin().db.collection("mail").where("meta.uid", "==", uid).get();
  return snap.docs
    .map((d) => ({
      id: d.id,
      ...(d.data() as { to: string; message: { subject: string; text: string }; meta: { type: string } }),
      createdAt: (d.get("createdAt") as { toMillis(): number } | undefined)?.toMillis() ?? 0,
    }))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The path of the set-password link in the newest invitation mailed to an account. */
export function invitePath(mail: { message: { text: string } }): string {
  const link = /(http\S+\/auth\/reset-password\/\S+)/.exec(mail.message.text)?.[1];
  if (!link) throw new Error(`No set-password link in: ${mail.message.text}`);
  return new URL(link).pathname;
}
