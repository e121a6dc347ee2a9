import type { z } from "zod";
import { collections } from "../lib/collections";
import { cursorScope, listPageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { listPracticesQuerySchema, Practice } from "../shared/practice.schema";
import { todayIn } from "../shared/school-calendar";
import { practicesBetween, practicesQuery } from "./practices.repository";

/** Upcoming and past are split at today in the school's zone, as of the request's `now`. */
export async function listPractices({
  ctx,
  input,
}: HandlerArgs<z.infer<typeof listPracticesQuerySchema>>): Promise<ListPage<Practice>> {
  if (input.from && input.to)
    return {
      data: (await practicesBetween(input.from, input.to, input.limit)).map((d) =>
        collections.practices.read(d),
      ),
      nextCursor: null,
    };
  const { timeZone } = (await schoolSettings()).school;
  const query = practicesQuery(input.when, todayIn(timeZone, ctx.now));
  return listPageOf(
    query,
    {
      ...input,
      collection: "practices",
      scope: cursorScope("practices", ctx.actor.sub, input),
    },
    (d) => collections.practices.read(d),
  );
}
