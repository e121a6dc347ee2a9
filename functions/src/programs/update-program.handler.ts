import { notFound } from "../api/http-error";
import { parseInput } from "../api/middleware/validate";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import { programInputSchema, type ProgramPatch } from "../shared/program.schema";
import { termWeekCount } from "../shared/school-calendar";
import type { SessionClaims } from "../shared/session";
import { assertGroupsExist, assertUniqueName } from "./program-rules";
import { getProgram } from "./get-program.handler";
import { programDoc } from "./programs.repository";

/** PATCH: edits, publish (status published) and archive (status archived) all come through here. */
export async function updateProgram({ actor, id, input }: { actor: SessionClaims; id: string; input: ProgramPatch }) {
  const snap = await programDoc(id).get();
  if (!snap.exists) throw notFound("No such program.");
  const current = snap.data()!;
  // The merged program must satisfy every rule a new one does (term order, ages).
  const merged = parseInput(programInputSchema, {
    name: current.name, description: current.description ?? "", level: current.level ?? "", ageRange: current.ageRange,
    startDate: current.startDate, endDate: current.endDate, capacity: current.capacity, groupIds: current.groupIds ?? [],
    status: current.status, color: current.color ?? "#7c3aed", ...input,
  });
  if (input.name !== undefined) await assertUniqueName(input.name, id);
  if (input.groupIds !== undefined) await assertGroupsExist(input.groupIds);
  const changed = Object.keys(input).filter((k) => JSON.stringify((input as Record<string, unknown>)[k]) !== JSON.stringify(current[k]));
  const batch = db().batch();
  batch.update(programDoc(id), {
    ...merged,
    groupIds: [...new Set(merged.groupIds)],
    nameLower: merged.name.toLowerCase(),
    weeks: termWeekCount(merged.startDate, merged.endDate),
    ...updatedFields(actor),
  });
  const action = input.status && input.status !== current.status ? `program.${input.status === "published" ? "publish" : input.status === "archived" ? "archive" : "draft"}` : "program.update";
  addAudit(batch, actor, { action, resource: "programs", resourceId: id, details: { changed, ...(input.status ? { from: current.status, to: input.status } : {}) } });
  await batch.commit();
  return getProgram({ id });
}
