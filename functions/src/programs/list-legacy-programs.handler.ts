import { collections } from "../lib/collections";
import type { HandlerContext } from "../lib/handler-context";
import type { Program } from "../shared/program";
import { liveProgramsByName } from "./programs.repository";

/** How many programs the legacy list answers with: it has no pages. */
const LEGACY_LIMIT = 500;

/** `GET /api/student/programs` of the replaced console: non-archived programs by name. */
export async function listLegacyPrograms(_args: {
  ctx: HandlerContext;
  input: Record<string, never>;
}): Promise<Program[]> {
  return (await liveProgramsByName(LEGACY_LIMIT)).map((d) => collections.programs.read(d));
}
