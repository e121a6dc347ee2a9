import { cursorScope, listPageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { BugReportSummary, ListBugReportsQuery } from "../shared/bug-report.schema";
import { inboxQuery, summaryOf } from "./bug-reports.repository";

/** GET /api/bug-reports: one cursor page of the inbox, newest first. */
export function listBugReports({
  ctx,
  input: { limit, cursor, ...filters },
}: HandlerArgs<ListBugReportsQuery>): Promise<ListPage<BugReportSummary>> {
  const query = inboxQuery(filters, ctx.actor.sub);
  return listPageOf(
    query,
    {
      limit,
      cursor,
      collection: "bugReports",
      scope: cursorScope("bug-reports", ctx.actor.sub, filters),
    },
    summaryOf,
  );
}
