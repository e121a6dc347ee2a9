import {
  bugAssignSchema,
  bugDuplicateSchema,
  bugMessageSchema,
  bugStatusSchema,
  listBugReportsSchema,
  type BugReport,
  type BugReportCounts,
  type BugReportSummary,
} from "./bug-report.schema";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, page, typed } from "./route-contract";

const report = typed<BugReport>("A bug report with its thread.");

/** /api/bug-reports, for console roles: the inbox and the workflow. */
export const bugReportRoutes = defineRoutes(
  { base: "/bug-reports", tag: "Bug reports", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "The inbox, filtered",
      query: listBugReportsSchema,
      answer: page(typed<BugReportSummary>("A report in the inbox.")),
    },
    counts: {
      method: "GET",
      path: "/counts",
      summary: "Reports by status",
      answer: data(typed<BugReportCounts>("Counts.")),
    },
    get: { method: "GET", path: "/:id", summary: "One report", params: idParamsSchema, answer: data(report) },
    status: {
      method: "POST",
      path: "/:id/status",
      summary: "Move a report along its workflow (409 naming the next step)",
      params: idParamsSchema,
      body: bugStatusSchema,
      answer: data(report),
    },
    assign: {
      method: "POST",
      path: "/:id/assign",
      summary: "Assign a report",
      params: idParamsSchema,
      body: bugAssignSchema,
      answer: data(report),
    },
    duplicate: {
      method: "POST",
      path: "/:id/duplicate",
      summary: "Mark a report as a duplicate of another",
      params: idParamsSchema,
      body: bugDuplicateSchema,
      answer: data(report),
    },
    note: {
      method: "POST",
      path: "/:id/notes",
      summary: "Add an internal note",
      params: idParamsSchema,
      body: bugMessageSchema,
      answer: data(report, 201),
    },
    reply: {
      method: "POST",
      path: "/:id/replies",
      summary: "Reply to the student",
      params: idParamsSchema,
      body: bugMessageSchema,
      answer: data(report, 201),
    },
  },
);
