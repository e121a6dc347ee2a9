import { consoleRouter } from "../api/route-table-router";
import { auditRoutes } from "../shared/audit.routes";
import { exportAudit } from "./export-audit.handler";
import { listAudit } from "./list-audit.handler";

/** /api/audit: the handlers of `auditRoutes` (admins only). */
export function auditRouter() {
  return consoleRouter(auditRoutes, {
    list: listAudit,
    export: {
      run: async ({ ctx, input }) => ({
        result: {
          filename: `audit-${ctx.now.toISOString().slice(0, 10)}.csv`,
          // A byte order mark so spreadsheet apps read the file as UTF-8.
          content: `\uFEFF${await exportAudit({ ctx, input })}`,
        },
      }),
    },
  });
}
