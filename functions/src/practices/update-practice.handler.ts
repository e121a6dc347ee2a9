import { parseInput } from "../lib/validate";
import { changedKeys } from "../lib/audit";
import { updateWithAudit } from "../lib/audited-write";
import { assertExist, collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import {
  practiceInputOf,
  practiceInputSchema,
  type Practice,
  type PracticePatch,
} from "../shared/practice.schema";
import { fridayIn } from "./practice-rules";
import { practiceDoc } from "./practices.repository";

/**
 * Edits a practice; `cancelReason` (given by the cancel route) is set for status cancelled and
 * cleared otherwise.
 */
export async function updatePractice({
  ctx,
  input: { id, cancelReason, ...input },
}: HandlerArgs<PracticePatch & { id: string; cancelReason?: string }>): Promise<Practice> {
  const snap = await existingDoc(practiceDoc(id), "No such practice.");
  const current = collections.practices.read(snap);
  const merged = parseInput(practiceInputSchema, { ...practiceInputOf(current), ...input });
  const { timeZone } = (await schoolSettings()).school;
  const date = input.date !== undefined ? fridayIn(merged.date, timeZone) : merged.date;
  if (input.groupIds !== undefined) await assertExist("groups", merged.groupIds, "groupIds");
  const changed = changedKeys(input, current);
  await updateWithAudit(
    ctx.actor,
    "practices",
    id,
    {
      ...merged,
      date,
      cancelReason: merged.status === "cancelled" ? (cancelReason ?? current.cancelReason ?? "") : null,
    },
    {
      action: cancelReason !== undefined ? "practice.cancel" : "practice.update",
      details: { changed, ...(cancelReason ? { reason: cancelReason } : {}) },
    },
  );
  return collections.practices.read(await practiceDoc(id).get());
}
