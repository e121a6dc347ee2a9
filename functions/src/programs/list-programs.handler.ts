import type { z } from "zod";
import { collections } from "../lib/collections";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { ProgramSummary } from "../shared/program";
import type { listProgramsQuerySchema } from "../shared/program.schema";
import { enrolledCount, listProgramsQuery, schedulesOfProgram } from "./programs.repository";

/** A page of programs with how many active students and weekly sessions each has. */
export async function listPrograms({
  ctx,
  input,
}: HandlerArgs<z.infer<typeof listProgramsQuerySchema>>): Promise<ListPage<ProgramSummary>> {
  const { docs, nextCursor } = await pageOf(listProgramsQuery(input.status), {
    limit: input.limit,
    cursor: input.cursor,
    collection: "programs",
    scope: cursorScope("programs", ctx.actor.sub, input),
  });
  const data: ProgramSummary[] = await Promise.all(
    docs.map(async (d) => {
      const [enrolled, sessions] = await Promise.all([enrolledCount(d.id), schedulesOfProgram(d.id)]);
      return { ...collections.programs.read(d), enrolledCount: enrolled, sessionsPerWeek: sessions.length };
    }),
  );
  return { data, nextCursor };
}
