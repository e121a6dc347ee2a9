import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import type { BugReport, BugStatus } from "../shared/bug-report.schema";
import { bugReportRef, bugReportTarget, freshDetail } from "./bug-reports.repository";

/**
 * POST /api/bug-reports/:id/duplicate: marks the report a duplicate of another, which must exist,
 * not be this one, and not itself be a duplicate of this one. A duplicate is closed (the student
 * sees it closed as a duplicate); null clears the mark and leaves the status for a reopen.
 */
export async function markBugDuplicate({
  ctx,
  input,
}: HandlerArgs<{ id: string; duplicateOf: string | null }>): Promise<BugReport> {
  await changeWithAudit(ctx.actor, bugReportTarget(input.id), async (snap, tx) => {
    const before = (snap.get("duplicateOf") as string | null | undefined) ?? null;
    const target = input.duplicateOf;
    if (target === null)
      return before === null
        ? null
        : {
            fields: { duplicateOf: null },
            action: "bug-report.duplicate",
            details: { from: before, to: null },
          };
    if (target === input.id)
      throw badRequest("Some fields are not valid.", { duplicateOf: "A report cannot duplicate itself." });
    const other = await tx.get(bugReportRef(target));
    if (!other.exists)
      throw badRequest("Some fields are not valid.", { duplicateOf: "No bug report has that id." });
    if (other.get("duplicateOf") === input.id)
      throw badRequest("Some fields are not valid.", {
        duplicateOf: "That report is already marked a duplicate of this one.",
      });
    const status = snap.get("status") as BugStatus;
    if (before === target && status === "closed") return null;
    return {
      fields: { duplicateOf: target, status: "closed" },
      action: "bug-report.duplicate",
      details: { from: before, to: target, status: { from: status, to: "closed" } },
    };
  });
  return freshDetail(input.id);
}
