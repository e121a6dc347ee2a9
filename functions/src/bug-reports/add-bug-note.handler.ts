import type { HandlerArgs } from "../lib/handler-context";
import type { BugReport } from "../shared/bug-report.schema";
import { addBugMessage } from "./add-bug-message";

/** POST /api/bug-reports/:id/notes: an internal note; students never see notes. */
export async function addBugNote({
  ctx,
  input,
}: HandlerArgs<{ id: string; text: string }>): Promise<BugReport> {
  return addBugMessage(ctx, input, "notes");
}
