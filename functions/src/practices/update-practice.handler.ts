import { notFound } from "../api/http-error";
import { parseInput } from "../api/middleware/validate";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import { schoolSettings } from "../lib/school-settings";
import { practiceInputSchema, type PracticePatch } from "../shared/practice.schema";
import type { SessionClaims } from "../shared/session";
import { assertGroups, fridayIn } from "./practice-rules";
import { practiceDoc, toPractice } from "./practices.repository";

/** Edits a practice; `cancelReason` is set for status cancelled and cleared otherwise. */
export async function updatePractice({ actor, id, input, cancelReason }: { actor: SessionClaims; id: string; input: PracticePatch; cancelReason?: string }) {
  const snap = await practiceDoc(id).get();
  if (!snap.exists) throw notFound("No such practice.");
  const current = toPractice(snap);
  const merged = parseInput(practiceInputSchema, {
    date: current.date, startTime: current.startTime, endTime: current.endTime, title: current.title, focus: current.focus ?? "",
    groupIds: current.groupIds ?? [], location: current.location ?? "", videoIds: current.videoIds ?? [], notes: current.notes ?? "",
    status: current.status, ...input,
  });
  const { timeZone } = await schoolSettings();
  const date = input.date !== undefined ? fridayIn(merged.date, timeZone) : merged.date;
  if (input.groupIds !== undefined) await assertGroups(merged.groupIds);
  const changed = Object.keys(input).filter((k) => JSON.stringify((input as Record<string, unknown>)[k]) !== JSON.stringify((current as unknown as Record<string, unknown>)[k]));
  const batch = db().batch();
  batch.update(practiceDoc(id), {
    ...merged,
    date,
    cancelReason: merged.status === "cancelled" ? (cancelReason ?? current.cancelReason ?? "") : null,
    ...updatedFields(actor),
  });
  const action = cancelReason !== undefined ? "practice.cancel" : "practice.update";
  addAudit(batch, actor, { action, resource: "practices", resourceId: id, details: { changed, ...(cancelReason ? { reason: cancelReason } : {}) } });
  await batch.commit();
  return toPractice(await practiceDoc(id).get());
}
