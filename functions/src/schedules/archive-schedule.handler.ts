import { FieldValue } from "firebase-admin/firestore";
import { notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { SessionClaims } from "../shared/session";
import { scheduleDoc } from "./schedules.repository";

/** Removing a weekly session archives it: its past attendance keeps pointing at it. */
export async function archiveSchedule({ actor, id }: { actor: SessionClaims; id: string }) {
  const snap = await scheduleDoc(id).get();
  if (!snap.exists || snap.get("archivedAt")) throw notFound("No such session.");
  const batch = db().batch();
  batch.update(scheduleDoc(id), { archivedAt: FieldValue.serverTimestamp(), ...updatedFields(actor) });
  addAudit(batch, actor, { action: "schedule.archive", resource: "schedules", resourceId: id });
  await batch.commit();
}
