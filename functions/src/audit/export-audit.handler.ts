import { cursorScope } from "../lib/cursor";
import type { HandlerContext } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { AuditFilters } from "../shared/audit.schema";
import { auditCsv } from "./audit-csv";
import { walkAudit, withExistence } from "./audit.repository";

/** The most rows one export writes (narrow the filters for more). */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;

/** GET /api/audit/export (admins): the filtered trail as UTF-8 CSV, newest first. */
export async function exportAudit({
  ctx,
  input,
}: {
  ctx: HandlerContext;
  input: AuditFilters;
}): Promise<string> {
  const { timeZone } = (await schoolSettings()).school;
  const entries = [];
  const scope = cursorScope("audit", ctx.actor.sub, input);
  let cursor: string | undefined;
  // The list's walk, page after page: each page bounded in months, the whole by the log's span.
  do {
    const page = await walkAudit(input, { timeZone, limit: 500, cursor, scope });
    entries.push(...(await withExistence(page.docs)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && entries.length < AUDIT_EXPORT_MAX_ROWS);
  return auditCsv(entries.slice(0, AUDIT_EXPORT_MAX_ROWS));
}
