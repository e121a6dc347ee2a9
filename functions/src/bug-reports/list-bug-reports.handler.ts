import { pageOf } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { BugReportSummary, ListBugReportsQuery } from "../shared/bug-report.schema";
import { inboxQuery, summaryOf } from "./bug-reports.repository";

/** GET /api/bug-reports: one cursor page of the inbox, newest first. */
export async function listBugReports({
  ctx,
  input: { limit, cursor, ...filters },
}: HandlerArgs<ListBugReportsQuery>): Promise<{ data: BugReportSummary[]; nextCursor: string | null }> {
  const page = await pageOf(inboxQuery(filters, ctx.actor.sub), { limit, cursor, collection: "bugReports" });
  return { data: page.docs.map(summaryOf), nextCursor: page.nextCursor };
}
