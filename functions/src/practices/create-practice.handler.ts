import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import { schoolSettings } from "../lib/school-settings";
import type { PracticeInput } from "../shared/practice.schema";
import type { SessionClaims } from "../shared/session";
import { assertGroups, fridayIn } from "./practice-rules";
import { practiceDoc, practicesCol, toPractice } from "./practices.repository";

export async function createPractice({ actor, input }: { actor: SessionClaims; input: PracticeInput }) {
  const { timeZone } = await schoolSettings();
  const date = fridayIn(input.date, timeZone);
  await assertGroups(input.groupIds);
  const ref = practicesCol().doc();
  const batch = db().batch();
  batch.create(ref, { ...input, date, groupIds: [...new Set(input.groupIds)], cancelReason: null, ...createdFields(actor) });
  addAudit(batch, actor, { action: "practice.create", resource: "practices", resourceId: ref.id, details: { date, title: input.title } });
  await batch.commit();
  return toPractice(await practiceDoc(ref.id).get());
}
