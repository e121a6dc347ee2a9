import { Router } from "express";
import { bodyWithId, dataRoute, fromQuery, noInput, pageRoute, pathId } from "../api/data-route";
import * as schema from "../shared/bug-report.schema";
import { addBugNote } from "./add-bug-note.handler";
import { addBugReply } from "./add-bug-reply.handler";
import { assignBugReport } from "./assign-bug-report.handler";
import { changeBugStatus } from "./change-bug-status.handler";
import { countBugReports } from "./count-bug-reports.handler";
import { getBugReport } from "./get-bug-report.handler";
import { listBugReports } from "./list-bug-reports.handler";
import { markBugDuplicate } from "./mark-bug-duplicate.handler";

/** /api/bug-reports (issue 12), for console roles: the inbox and the workflow. */
export function bugReportsRouter() {
  const router = Router();
  router.get("/", pageRoute(listBugReports, fromQuery(schema.listBugReportsSchema)));
  router.get("/counts", dataRoute(countBugReports, noInput));
  router.get("/:id", dataRoute(getBugReport, pathId));
  router.post("/:id/status", dataRoute(changeBugStatus, bodyWithId(schema.bugStatusSchema)));
  router.post("/:id/assign", dataRoute(assignBugReport, bodyWithId(schema.bugAssignSchema)));
  router.post("/:id/duplicate", dataRoute(markBugDuplicate, bodyWithId(schema.bugDuplicateSchema)));
  router.post("/:id/notes", dataRoute(addBugNote, bodyWithId(schema.bugMessageSchema), 201));
  router.post("/:id/replies", dataRoute(addBugReply, bodyWithId(schema.bugMessageSchema), 201));
  return router;
}
