import { consoleRouter } from "../api/route-table-router";
import { bugReportRoutes } from "../shared/bug-report.routes";
import { addBugNote } from "./add-bug-note.handler";
import { addBugReply } from "./add-bug-reply.handler";
import { assignBugReport } from "./assign-bug-report.handler";
import { changeBugStatus } from "./change-bug-status.handler";
import { countBugReports } from "./count-bug-reports.handler";
import { getBugReport } from "./get-bug-report.handler";
import { listBugReports } from "./list-bug-reports.handler";
import { markBugDuplicate } from "./mark-bug-duplicate.handler";

/** /api/bug-reports: the handlers of `bugReportRoutes` (the inbox and the workflow). */
export function bugReportsRouter() {
  return consoleRouter(bugReportRoutes, {
    list: listBugReports,
    counts: countBugReports,
    get: getBugReport,
    status: changeBugStatus,
    assign: assignBugReport,
    duplicate: markBugDuplicate,
    note: addBugNote,
    reply: addBugReply,
  });
}
