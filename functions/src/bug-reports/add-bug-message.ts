import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { changeWithAudit } from "../lib/audited-write";
import type { HandlerContext } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import { BUG_THREAD_MAX, type BugReport } from "../shared/bug-report.schema";
import { bugReportTarget, freshDetail } from "./bug-reports.repository";

/**
 * Appends a note (internal, `notes`) or a reply (the student sees it, `replies`) to a report, by the
 * acting staff member, at the request's time. Each report keeps at most BUG_THREAD_MAX of each.
 */
export async function addBugMessage(
  ctx: HandlerContext,
  input: { id: string; text: string },
  kind: "notes" | "replies",
): Promise<BugReport> {
  const message = {
    id: randomUUID(),
    text: input.text,
    by: { uid: ctx.actor.sub, displayName: ctx.actor.name || ctx.actor.email },
    at: ctx.now,
  };
  await changeWithAudit(ctx.actor, bugReportTarget(input.id), (snap) => {
    const current: unknown = snap.get(kind);
    if (Array.isArray(current) && current.length >= BUG_THREAD_MAX)
      throw conflict(`This report already has ${BUG_THREAD_MAX} ${kind}.`, {
        text: `At most ${BUG_THREAD_MAX} ${kind} on one report.`,
      });
    return {
      fields: { [kind]: FieldValue.arrayUnion(message) },
      action: kind === "notes" ? "bug-report.note" : "bug-report.reply",
      details: { messageId: message.id, length: message.text.length },
    };
  });
  return freshDetail(input.id);
}
