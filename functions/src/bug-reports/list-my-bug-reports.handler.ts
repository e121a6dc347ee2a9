import { cursorScope, listPageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import type { ListMyBugReportsQuery, MyBugReport } from "../shared/bug-report.schema";
import { reporterQuery, studentViewOf } from "./bug-reports.repository";

/** `GET /api/me/bug-reports`: the caller's own reports, newest first, in cursor pages. */
export function listMyBugReports({
  ctx,
  input,
}: HandlerArgs<ListMyBugReportsQuery, StudentContext>): Promise<ListPage<MyBugReport>> {
  return listPageOf(
    reporterQuery(ctx.actor.sub),
    { ...input, collection: "bugReports", scope: cursorScope("me/bug-reports", ctx.actor.sub, input) },
    studentViewOf,
  );
}
