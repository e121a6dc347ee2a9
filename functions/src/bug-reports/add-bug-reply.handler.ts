import type { HandlerArgs } from "../lib/handler-context";
import type { BugReport } from "../shared/bug-report.schema";
import { addBugMessage } from "./add-bug-message";
import { bugReportChanged } from "../notifications/events";

/** POST /api/bug-reports/:id/replies: a reply the student sees on their report. */
export async function addBugReply({
  ctx,
  input,
}: HandlerArgs<{ id: string; text: string }>): Promise<BugReport> {
  const report = await addBugMessage(ctx, input, "replies");
  await bugReportChanged(input.id, "reply", ctx.now, `reply-${ctx.now.getTime()}`);
  return report;
}
