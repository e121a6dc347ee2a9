import { z } from "zod";

/**
 * The one schema for a Firestore document id, wherever the API reads one: a path segment
 * (`/api/students/:id`) or a reference in a body or query (`groupIds`, `memberUid`, audience ids).
 *
 * Firestore refuses ids that contain `/`, are `.` or `..`, match `__.*__` (reserved) or exceed
 * 1,500 bytes, and the Admin SDK answers such an id with an exception, which would be a 500. We
 * check those rules here so a bad id is a 400 naming the field, and a well-formed id that names
 * nothing is the handler's 404. 300 characters (at most 1,200 bytes in UTF-8) is far above any id
 * we make: auto ids are 20 characters, Auth uids at most 128, direct chat ids 43 (older ones two uids and "dm-").
 */
export const DOC_ID_MAX = 300;
/** Firebase Auth uids are at most 128 characters. */
export const UID_MAX = 128;

export const docIdSchema = z
  .string({ error: "Not a valid id." })
  .min(1, "Not a valid id.")
  .max(DOC_ID_MAX, `An id has at most ${DOC_ID_MAX} characters.`)
  .refine((id) => !id.includes("/"), "An id cannot contain /.")
  .refine((id) => id !== "." && id !== "..", "Not a valid id.")
  .refine((id) => !/^__.*__$/s.test(id), "Not a valid id.")
  // A lone UTF-16 surrogate cannot be stored as UTF-8, so the id would not round-trip.
  .refine((id) => !/\p{Cs}/u.test(id), "Not a valid id.");

/** A Firebase Auth uid (also the id of its `users` document). */
export const uidSchema = docIdSchema.max(UID_MAX, `An id has at most ${UID_MAX} characters.`);

/** The `:id` path parameter of every resource route. */
export const idParamsSchema = z.object({ id: docIdSchema });
