import { createWithAudit } from "../lib/audited-write";
import { assertExist, collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { Practice, PracticeInput } from "../shared/practice.schema";
import { fridayIn } from "./practice-rules";
import { practiceDoc } from "./practices.repository";

export async function createPractice({ ctx, input }: HandlerArgs<PracticeInput>): Promise<Practice> {
  const { timeZone } = (await schoolSettings()).school;
  const date = fridayIn(input.date, timeZone);
  await assertExist("groups", input.groupIds, "groupIds");
  const ref = await createWithAudit(
    ctx.actor,
    "practices",
    { ...input, date, groupIds: [...new Set(input.groupIds)], cancelReason: null },
    { action: "practice.create", details: { date, title: input.title } },
  );
  return collections.practices.read(await practiceDoc(ref.id).get());
}
