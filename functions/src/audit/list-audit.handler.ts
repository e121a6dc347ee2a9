import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { AuditEntryView, ListAuditQuery } from "../shared/audit.schema";
import { auditPage, auditQuery, withExistence } from "./audit.repository";

/** GET /api/audit (admins): one cursor page of the trail, newest first. */
export async function listAudit({
  input: { limit, cursor, ...filters },
}: HandlerArgs<ListAuditQuery>): Promise<{ data: AuditEntryView[]; nextCursor: string | null }> {
  const { timeZone } = (await schoolSettings()).school;
  const page = await auditPage(auditQuery(filters, timeZone), limit, cursor);
  return { data: await withExistence(page.docs), nextCursor: page.nextCursor };
}
