import { cursorScope } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { AuditPage, ListAuditQuery } from "../shared/audit.schema";
import { walkAudit, withExistence } from "./audit.repository";

/** GET /api/audit (admins): one cursor page of the trail, newest first. */
export async function listAudit({
  ctx,
  input: { limit, cursor, ...filters },
}: HandlerArgs<ListAuditQuery>): Promise<AuditPage> {
  const { timeZone } = (await schoolSettings()).school;
  const page = await walkAudit(filters, {
    timeZone,
    limit,
    cursor,
    scope: cursorScope("audit", ctx.actor.sub, filters),
  });
  return { data: await withExistence(page.docs), nextCursor: page.nextCursor, searchedTo: page.searchedTo };
}
