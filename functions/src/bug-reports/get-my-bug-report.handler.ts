import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { MyBugReport } from "../shared/bug-report.schema";
import { bugReportRef, studentViewOf } from "./bug-reports.repository";

/**
 * `GET /api/me/bug-reports/:id`: one of the caller's own reports with its status and staff
 * replies. Another student's report is a 404, the same as one that does not exist, so ids cannot
 * be probed.
 */
export async function getMyBugReport({
  ctx,
  input,
}: HandlerArgs<{ id: string }, StudentContext>): Promise<MyBugReport> {
  const snap = await bugReportRef(input.id).get();
  if (!snap.exists || snap.get("reporter.uid") !== ctx.actor.sub) throw notFound("No such bug report.");
  return studentViewOf(snap);
}
