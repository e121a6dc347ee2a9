import { Timestamp } from "firebase-admin/firestore";
import { admin } from "./env";

/**
 * The documents the rules check besides the token, written with the Admin SDK into the suite's
 * own project (the Storage emulator's firestore.get() reads that project whatever a rules test
 * environment's is): an account's status (`accountStatus/{uid}`, functions/src/users/
 * account-status.ts) and upload slots (`uploadSlots/{id}`, functions/src/uploads/).
 */
export interface AccountStatusFields {
  role: string | null;
  active: boolean;
  validAfterSeconds: number;
}

/** A current account with `role`, never revoked. */
export const currentAccount = (role: string, changes: Partial<AccountStatusFields> = {}) => ({
  role,
  active: true,
  validAfterSeconds: 0,
  ...changes,
});

/** Writes the status of each uid (the suite's project, Admin SDK). */
export async function setAccountStatuses(statuses: Record<string, AccountStatusFields>) {
  const { db } = admin();
  const batch = db.batch();
  for (const [uid, status] of Object.entries(statuses)) batch.set(db.doc(`accountStatus/${uid}`), status);
  await batch.commit();
}

export async function removeAccountStatuses(uids: readonly string[]) {
  const { db } = admin();
  const batch = db.batch();
  for (const uid of uids) batch.delete(db.doc(`accountStatus/${uid}`));
  await batch.commit();
}

/** The slot id a path's file is named after (`<slotId>.<ext>`), or null when it is not. */
export function slotIdOf(path: string): string | null {
  const file = path.split("/").pop() ?? "";
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z0-9]{1,5}$/.test(file) ? file.split(".")[0]! : null;
}

export interface SlotFields {
  uid: string;
  path: string;
  contentType: string;
  size: number;
  /** From now; negative for an expired slot. Default a day. */
  expiresInMs?: number;
}

/** An upload slot for exactly `path`, as the API issues one (its id is the file's name). */
export async function issueSlot({ expiresInMs = 86_400_000, ...slot }: SlotFields): Promise<void> {
  const id = slotIdOf(slot.path);
  if (!id) return; // no slot can name such a file: the upload is refused by its name alone
  await admin()
    .db.doc(`uploadSlots/${id}`)
    .set({ ...slot, kind: "test", expiresAt: Timestamp.fromMillis(Date.now() + expiresInMs) });
}

/** Removes the slots of these paths. */
export async function removeSlots(paths: readonly string[]) {
  const { db } = admin();
  const batch = db.batch();
  for (const id of paths.map(slotIdOf)) if (id) batch.delete(db.doc(`uploadSlots/${id}`));
  await batch.commit();
}
