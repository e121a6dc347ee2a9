import type { HandlerArgs } from "../lib/handler-context";
import { BUG_STATUSES, type BugReportCounts } from "../shared/bug-report.schema";
import { countWithStatus } from "./bug-reports.repository";

/** GET /api/bug-reports/counts: reports per status (the tabs, and the side menu's new reports). */
export async function countBugReports(_args: HandlerArgs<Record<string, never>>): Promise<BugReportCounts> {
  const counts = await Promise.all(BUG_STATUSES.map(countWithStatus));
  return Object.fromEntries(BUG_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as BugReportCounts;
}
