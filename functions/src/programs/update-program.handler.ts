import { parseInput } from "../lib/validate";
import { changedKeys } from "../lib/audit";
import { changeWithAudit } from "../lib/audited-write";
import { assertExist, collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { ProgramDetail } from "../shared/program";
import { programInputOf, programInputSchema, type ProgramPatch } from "../shared/program.schema";
import { assertUniqueName } from "./program-rules";
import { getProgram } from "./get-program.handler";
import { programDocument } from "./program-document";

/** PATCH: edits, publish (status published) and archive (status archived) all come through here. */
export async function updateProgram({
  ctx,
  input: { id, ...input },
}: HandlerArgs<ProgramPatch & { id: string }>): Promise<ProgramDetail> {
  // Checks that do not depend on the stored program run once, before the transaction.
  if (input.name !== undefined) await assertUniqueName(input.name, id);
  if (input.groupIds !== undefined) await assertExist("groups", input.groupIds, "groupIds");
  // The patch merges onto the program as the transaction reads it, so two people changing
  // different fields at once both keep their change.
  await changeWithAudit(ctx.actor, { collection: "programs", id, missing: "No such program." }, (snap) => {
    const current = collections.programs.read(snap);
    // The merged program must satisfy every rule a new one does (term order, ages).
    const merged = parseInput(programInputSchema, { ...programInputOf(current), ...input });
    const action =
      input.status && input.status !== current.status
        ? `program.${input.status === "published" ? "publish" : input.status === "archived" ? "archive" : "draft"}`
        : "program.update";
    return {
      fields: programDocument(merged),
      action,
      details: {
        changed: changedKeys(input, current),
        ...(input.status ? { from: current.status, to: input.status } : {}),
      },
    };
  });
  return getProgram({ ctx, input: { id } });
}
