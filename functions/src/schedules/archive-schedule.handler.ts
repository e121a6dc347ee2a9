import { FieldValue } from "firebase-admin/firestore";
import { notFound } from "../lib/http-error";
import { updateWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { scheduleDoc } from "./schedules.repository";

/** Removing a weekly session archives it: its past attendance keeps pointing at it. */
export async function archiveSchedule({ ctx, input: { id } }: HandlerArgs<{ id: string }>): Promise<void> {
  const snap = await scheduleDoc(id).get();
  if (!snap.exists || snap.get("archivedAt")) throw notFound("No such session.");
  await updateWithAudit(
    ctx.actor,
    "schedules",
    id,
    { archivedAt: FieldValue.serverTimestamp() },
    { action: "schedule.archive" },
  );
}
