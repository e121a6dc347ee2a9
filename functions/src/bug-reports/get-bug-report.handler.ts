import { existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { BugReport } from "../shared/bug-report.schema";
import { bugReportRef, detailOf } from "./bug-reports.repository";

/** GET /api/bug-reports/:id: the whole report for staff, internal notes included. */
export async function getBugReport({ input }: HandlerArgs<{ id: string }>): Promise<BugReport> {
  const snap = await existingDoc(bugReportRef(input.id), "This bug report does not exist.");
  return detailOf(snap);
}
