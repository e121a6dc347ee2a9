import { getAuth } from "firebase-admin/auth";
import { addAudit, updatedFields } from "../lib/audit";
import { fieldChanges } from "../lib/field-changes";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import { removeStoredFile, uploadedImageUrl } from "../lib/stored-files";
import type { MyProfile, ProfileUpdate } from "../shared/profile.schema";
import { STORAGE_FOLDERS } from "../shared/storage-path.schema";
import { privateProfileRef, writeNameAndPhone, writePhoto } from "../users/users.repository";
import { readMyProfile } from "./profile.repository";

/** The photo a PATCH asks for: its stored path and the URL screens show (null: no photo). */
async function photoOf(
  uid: string,
  path: string | null,
): Promise<{ path: string | null; url: string | null }> {
  if (path === null) return { path: null, url: null };
  // The schema checked the shape; only here is the caller known. Storage rules let a person write
  // only their own folder, and this keeps anyone from showing someone else's upload as theirs.
  if (!path.startsWith(STORAGE_FOLDERS.profilePhotos(uid))) {
    throw badRequest("Some fields are not valid.", { photoPath: "Use a photo from your own folder." });
  }
  return { path, url: await uploadedImageUrl(path, "photoPath") };
}

/**
 * PATCH /api/profile: the caller's own name, phone and photo. The name and the photo's URL go to
 * the public `users/{uid}` (what the header, chat and presence read), the name to the Auth account
 * too; the phone and the photo's path stay private. A replaced photo's file is removed.
 */
export async function updateMyProfile({
  ctx,
  input,
}: HandlerArgs<Partial<ProfileUpdate>>): Promise<MyProfile> {
  const uid = ctx.actor.sub;
  const current = await readMyProfile(uid);
  const displayName = input.displayName ?? current.displayName;
  const phone = input.phone === undefined ? current.phone : input.phone;
  const photo = input.photoPath === undefined ? undefined : await photoOf(uid, input.photoPath);
  const changed = Object.keys(input).filter(
    (key) => input[key as keyof ProfileUpdate] !== current[key as keyof ProfileUpdate],
  );
  const batch = db().batch();
  writeNameAndPhone(batch, uid, displayName, phone);
  if (photo) writePhoto(batch, uid, photo.path, photo.url);
  batch.set(privateProfileRef(uid), updatedFields(ctx.actor), { merge: true });
  addAudit(batch, ctx.actor, {
    action: "profile.update",
    resource: "users",
    resourceId: uid,
    details: {
      fields: changed,
      changes: fieldChanges(
        { displayName: current.displayName, phone: current.phone, photoPath: current.photoPath },
        { displayName, phone, ...(photo && { photoPath: photo.path }) },
      ),
    },
  });
  await batch.commit();
  if (displayName !== current.displayName) await getAuth().updateUser(uid, { displayName });
  if (photo && current.photoPath !== photo.path) await removeStoredFile(current.photoPath);
  return {
    ...current,
    displayName,
    phone,
    ...(photo && { photoPath: photo.path, photoURL: photo.url }),
  };
}
