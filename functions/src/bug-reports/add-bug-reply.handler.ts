import type { HandlerArgs } from "../lib/handler-context";
import type { BugReport } from "../shared/bug-report.schema";
import { addBugMessage } from "./add-bug-message";

/** POST /api/bug-reports/:id/replies: a reply the student sees on their report. */
export async function addBugReply({
  ctx,
  input,
}: HandlerArgs<{ id: string; text: string }>): Promise<BugReport> {
  return addBugMessage(ctx, input, "replies");
}
