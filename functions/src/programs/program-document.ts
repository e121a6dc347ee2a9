import type { ProgramInput } from "../shared/program.schema";
import { termWeekCount } from "../shared/school-calendar";

/**
 * The one stored shape of a program: what create and update, the seed (through the
 * built functions/lib) and the test factories write. The search name and the term's week count
 * are derived here, so no writer can store a program whose weeks disagree with its dates.
 */
export function programDocument(input: ProgramInput) {
  return {
    ...input,
    groupIds: [...new Set(input.groupIds)],
    nameLower: input.name.toLowerCase(),
    weeks: termWeekCount(input.startDate, input.endDate),
  };
}
