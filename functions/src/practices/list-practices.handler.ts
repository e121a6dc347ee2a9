import type { z } from "zod";
import { collections } from "../lib/collections";
import { pageOf } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { listPracticesQuerySchema, Practice } from "../shared/practice.schema";
import { todayIn } from "../shared/school-calendar";
import { practicesBetween, practicesQuery } from "./practices.repository";

/** Upcoming and past are split at today in the school's zone, as of the request's `now`. */
export async function listPractices({
  ctx,
  input,
}: HandlerArgs<z.infer<typeof listPracticesQuerySchema>>): Promise<{
  data: Practice[];
  nextCursor: string | null;
}> {
  if (input.from && input.to)
    return {
      data: (await practicesBetween(input.from, input.to, input.limit)).map((d) =>
        collections.practices.read(d),
      ),
      nextCursor: null,
    };
  const { timeZone } = (await schoolSettings()).school;
  const { docs, nextCursor } = await pageOf(practicesQuery(input.when, todayIn(timeZone, ctx.now)), {
    limit: input.limit,
    cursor: input.cursor,
    collection: "practices",
  });
  return { data: docs.map((d) => collections.practices.read(d)), nextCursor };
}
