import { fromQuery, pageRoute } from "../api/data-route";
import { Router } from "express";
import { parseInput } from "../api/middleware/validate";
import { contextOf } from "../api/request-context";
import * as schema from "../shared/audit.schema";
import { exportAudit } from "./export-audit.handler";
import { listAudit } from "./list-audit.handler";

/** /api/audit (issue 13): the audit trail, for admins (the mount line guards it). */
export function auditRouter() {
  const router = Router();
  router.get("/", pageRoute(listAudit, fromQuery(schema.listAuditSchema)));
  router.get("/export", async (req, res) => {
    const ctx = contextOf(req);
    const csv = await exportAudit({ ctx, input: parseInput(schema.auditFiltersSchema, req.query) });
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="audit-${ctx.now.toISOString().slice(0, 10)}.csv"`);
    res.set("Cache-Control", "no-store");
    // A byte order mark so spreadsheet apps read the file as UTF-8.
    res.send(`\uFEFF${csv}`);
  });
  return router;
}
