import { auth } from "firebase-functions/v1";
import { accountStatusRef } from "./account-status";

/**
 * An account deleted outside the API (the Firebase console, the Admin SDK, a script) loses its
 * `accountStatus` document, so the ID tokens its browsers still hold stop opening Firestore and
 * Storage at once rather than when they expire. The API deletes the document itself when it
 * deletes an account; this covers every other writer. firebase-functions 7 offers account
 * deletion only as a 1st-gen Auth trigger (`firebase-functions/v1`); there is no 2nd-gen one.
 * Deleting a missing document is a no-op, so a second delivery changes nothing.
 */
export const onAccountDeleted = auth.user().onDelete(async (user) => {
  await accountStatusRef(user.uid).delete();
});
