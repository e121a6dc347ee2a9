import type { z } from "zod";
import { pageOf } from "../lib/cursor";
import { schoolSettings } from "../lib/school-settings";
import type { listPracticesQuerySchema } from "../shared/practice.schema";
import { todayIn } from "../shared/school-calendar";
import { practicesBetween, practicesQuery, toPractice } from "./practices.repository";

export async function listPractices({ input }: { input: z.infer<typeof listPracticesQuerySchema> }) {
  if (input.from && input.to) return { data: (await practicesBetween(input.from, input.to, input.limit)).map(toPractice), nextCursor: null };
  const { timeZone } = await schoolSettings();
  const { docs, nextCursor } = await pageOf(practicesQuery(input.when, todayIn(timeZone)), { limit: input.limit, cursor: input.cursor, collection: "practices" });
  return { data: docs.map(toPractice), nextCursor };
}
