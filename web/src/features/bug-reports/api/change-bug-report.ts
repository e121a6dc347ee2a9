import { bugReportRoutes } from "@shared/bug-report.routes";
import type { BugReport, BugStatus } from "@shared/bug-report.schema";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { bugReportKeys } from "./list-bug-reports";

/** One change to a report: a workflow step, the assignee, the duplicate mark, a note or a reply. */
export type BugReportChange =
  | { kind: "status"; id: string; status: BugStatus }
  | { kind: "assign"; id: string; assigneeUid: string | null }
  | { kind: "duplicate"; id: string; duplicateOf: string | null }
  | { kind: "notes" | "replies"; id: string; text: string };

export function changeBugReport(change: BugReportChange): Promise<BugReport> {
  const params = { id: change.id };
  switch (change.kind) {
    case "status":
      return apiCall(bugReportRoutes.status, { params, body: { status: change.status } });
    case "assign":
      return apiCall(bugReportRoutes.assign, { params, body: { assigneeUid: change.assigneeUid } });
    case "duplicate":
      return apiCall(bugReportRoutes.duplicate, { params, body: { duplicateOf: change.duplicateOf } });
    case "notes":
      return apiCall(bugReportRoutes.note, { params, body: { text: change.text } });
    case "replies":
      return apiCall(bugReportRoutes.reply, { params, body: { text: change.text } });
  }
}

/** Changes a report; the answer is the report itself, and the lists and counts ask again. */
export function useChangeBugReport() {
  return useRefreshingMutation(changeBugReport, {
    record: (saved) => bugReportKeys.detail(saved._id),
    stale: () => [bugReportKeys.lists(), bugReportKeys.counts()],
  });
}
