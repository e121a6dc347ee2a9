import { createWithAudit } from "../lib/audited-write";
import { assertExist } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { ProgramDetail } from "../shared/program";
import type { ProgramInput } from "../shared/program.schema";
import { assertUniqueName } from "./program-rules";
import { getProgram } from "./get-program.handler";
import { programDocument } from "./program-document";

export async function createProgram({ ctx, input }: HandlerArgs<ProgramInput>): Promise<ProgramDetail> {
  await Promise.all([assertUniqueName(input.name), assertExist("groups", input.groupIds, "groupIds")]);
  const ref = await createWithAudit(ctx.actor, "programs", programDocument(input), {
    action: "program.create",
    details: { name: input.name, status: input.status },
  });
  return getProgram({ ctx, input: { id: ref.id } });
}
