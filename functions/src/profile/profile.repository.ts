import { getAuth } from "firebase-admin/auth";
import { db } from "../lib/firestore";
import { notFound } from "../lib/http-error";
import type { MyProfile } from "../shared/profile.schema";
import { isRole } from "../shared/roles";
import { privateProfileRef, publicProfileRef } from "../users/users.repository";
import { isUserNotFound } from "../users/auth-accounts";

/** A person's own profile: the name and photo from `users/{uid}`, the rest from `userProfiles/{uid}` and Auth. */
export async function readMyProfile(uid: string): Promise<MyProfile> {
  let user;
  try {
    user = await getAuth().getUser(uid);
  } catch (err) {
    if (isUserNotFound(err)) throw notFound("No such account.");
    throw err;
  }
  const [pub, priv] = await db().getAll(publicProfileRef(uid), privateProfileRef(uid));
  const role = user.customClaims?.role;
  const phone = priv?.get("phone");
  const photoPath = priv?.get("photoPath");
  return {
    _id: uid,
    email: user.email ?? "",
    displayName: String(pub?.get("displayName") || user.displayName || user.email || uid),
    phone: typeof phone === "string" ? phone : null,
    photoPath: typeof photoPath === "string" ? photoPath : null,
    photoURL: typeof pub?.get("photoURL") === "string" ? (pub.get("photoURL") as string) : null,
    role: isRole(role) ? role : "staff",
  };
}
