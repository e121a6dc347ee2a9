import { getAuth } from "firebase-admin/auth";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import type { MyProfile, ProfileFields } from "../shared/profile.schema";
import { privateProfileRef, writeNameAndPhone } from "../users/users.repository";
import { readMyProfile } from "./profile.repository";

/**
 * PATCH /api/profile: the caller's own name and phone. The name goes to the public `users/{uid}`
 * (what the header, chat and presence read) and to the Auth account; the phone stays private.
 */
export async function updateMyProfile({
  ctx,
  input,
}: HandlerArgs<Partial<ProfileFields>>): Promise<MyProfile> {
  const uid = ctx.actor.sub;
  const current = await readMyProfile(uid);
  const displayName = input.displayName ?? current.displayName;
  const phone = input.phone === undefined ? current.phone : input.phone;
  const changed = Object.keys(input).filter(
    (key) => input[key as keyof ProfileFields] !== current[key as keyof ProfileFields],
  );
  const batch = db().batch();
  writeNameAndPhone(batch, uid, displayName, phone);
  batch.set(privateProfileRef(uid), updatedFields(ctx.actor), { merge: true });
  addAudit(batch, ctx.actor, {
    action: "profile.update",
    resource: "users",
    resourceId: uid,
    details: { fields: changed },
  });
  await batch.commit();
  if (displayName !== current.displayName) await getAuth().updateUser(uid, { displayName });
  return { ...current, displayName, phone };
}
