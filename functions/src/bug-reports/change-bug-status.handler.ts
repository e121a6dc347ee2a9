import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import { isReopen, transitionProblem, type BugReport, type BugStatus } from "../shared/bug-report.schema";
import { bugReportTarget, freshDetail } from "./bug-reports.repository";
import { bugReportChanged } from "../notifications/events";

/**
 * POST /api/bug-reports/:id/status: one step along the workflow (or a reopen). A move the workflow
 * does not allow is a 409 saying why and which steps are next; nothing is written.
 */
export async function changeBugStatus({
  ctx,
  input,
}: HandlerArgs<{ id: string; status: BugStatus }>): Promise<BugReport> {
  await changeWithAudit(ctx.actor, bugReportTarget(input.id), (snap) => {
    const from = snap.get("status") as BugStatus;
    const problem = transitionProblem(from, input.status);
    if (problem) throw conflict(problem, { status: problem });
    return {
      fields: { status: input.status },
      action: isReopen(from, input.status) ? "bug-report.reopen" : "bug-report.status",
      details: { from, to: input.status },
    };
  });
  await bugReportChanged(input.id, "status", ctx.now, `status-${input.status}-${ctx.now.getTime()}`);
  return freshDetail(input.id);
}
