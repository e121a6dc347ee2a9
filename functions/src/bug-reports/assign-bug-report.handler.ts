import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import type { BugReport } from "../shared/bug-report.schema";
import { CONSOLE_ROLES, type Role } from "../shared/roles";
import { privateProfileRef, publicProfileRef } from "../users/users.repository";
import { bugReportTarget, freshDetail } from "./bug-reports.repository";

/**
 * POST /api/bug-reports/:id/assign: gives the report to a staff member or admin whose account is
 * enabled (null unassigns). The assignee's name is kept with the report for the inbox.
 */
export async function assignBugReport({
  ctx,
  input,
}: HandlerArgs<{ id: string; assigneeUid: string | null }>): Promise<BugReport> {
  await changeWithAudit(ctx.actor, bugReportTarget(input.id), async (snap, tx) => {
    const before = (snap.get("assignee.uid") as string | undefined) ?? null;
    if (input.assigneeUid === null)
      return before === null
        ? null
        : { fields: { assignee: null }, action: "bug-report.assign", details: { from: before, to: null } };
    const [priv, pub] = await tx.getAll(
      privateProfileRef(input.assigneeUid),
      publicProfileRef(input.assigneeUid),
    );
    const role = priv?.get("role") as Role | undefined;
    if (!priv?.exists || !role || !CONSOLE_ROLES.includes(role) || priv.get("disabled") === true)
      throw badRequest("Some fields are not valid.", {
        assigneeUid: "Choose a staff member or admin with an active account.",
      });
    if (before === input.assigneeUid) return null;
    const displayName = String(pub?.get("displayName") || priv.get("email") || input.assigneeUid);
    return {
      fields: { assignee: { uid: input.assigneeUid, displayName } },
      action: "bug-report.assign",
      details: { from: before, to: input.assigneeUid },
    };
  });
  return freshDetail(input.id);
}
