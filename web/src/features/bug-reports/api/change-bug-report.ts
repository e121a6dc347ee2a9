import type { BugReport, BugStatus } from "@shared/bug-report.schema";
import { apiData } from "@/lib/api-client";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { bugReportKeys } from "./list-bug-reports";

/** One change to a report: a workflow step, the assignee, the duplicate mark, a note or a reply. */
export type BugReportChange =
  | { kind: "status"; id: string; status: BugStatus }
  | { kind: "assign"; id: string; assigneeUid: string | null }
  | { kind: "duplicate"; id: string; duplicateOf: string | null }
  | { kind: "notes" | "replies"; id: string; text: string };

export function changeBugReport({ kind, id, ...body }: BugReportChange): Promise<BugReport> {
  // Each kind is its own route: /status, /assign, /duplicate, /notes, /replies.
  return apiData<BugReport>(`/bug-reports/${encodeURIComponent(id)}/${kind}`, { method: "POST", body });
}

/** Changes a report; the answer is the report itself, and the lists and counts ask again. */
export function useChangeBugReport() {
  return useRefreshingMutation(changeBugReport, {
    record: (saved) => bugReportKeys.detail(saved._id),
    stale: () => [bugReportKeys.lists(), bugReportKeys.counts()],
  });
}
