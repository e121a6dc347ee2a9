import { pageOf } from "../lib/cursor";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import type { ListMyBugReportsQuery, MyBugReport } from "../shared/bug-report.schema";
import { reporterQuery, studentViewOf } from "./bug-reports.repository";

/** `GET /api/me/bug-reports`: the caller's own reports, newest first, in cursor pages. */
export async function listMyBugReports({
  ctx,
  input,
}: HandlerArgs<ListMyBugReportsQuery, StudentContext>): Promise<{
  data: MyBugReport[];
  nextCursor: string | null;
}> {
  const page = await pageOf(reporterQuery(ctx.actor.sub), { ...input, collection: "bugReports" });
  return { data: page.docs.map(studentViewOf), nextCursor: page.nextCursor };
}
