import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { ProgramInput } from "../shared/program.schema";
import { termWeekCount } from "../shared/school-calendar";
import type { SessionClaims } from "../shared/session";
import { assertGroupsExist, assertUniqueName } from "./program-rules";
import { getProgram } from "./get-program.handler";
import { programsCol } from "./programs.repository";

export async function createProgram({ actor, input }: { actor: SessionClaims; input: ProgramInput }) {
  await Promise.all([assertUniqueName(input.name), assertGroupsExist(input.groupIds)]);
  const ref = programsCol().doc();
  const batch = db().batch();
  batch.create(ref, {
    ...input,
    groupIds: [...new Set(input.groupIds)],
    nameLower: input.name.toLowerCase(),
    weeks: termWeekCount(input.startDate, input.endDate),
    ...createdFields(actor),
  });
  addAudit(batch, actor, { action: "program.create", resource: "programs", resourceId: ref.id, details: { name: input.name, status: input.status } });
  await batch.commit();
  return getProgram({ id: ref.id });
}
