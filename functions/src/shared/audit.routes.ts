import { auditFiltersSchema, listAuditSchema, type AuditPage } from "./audit.schema";
import { defineRoutes, file, typed } from "./route-contract";

/** /api/audit: the audit trail, for admins. */
export const auditRoutes = defineRoutes(
  { base: "/audit", tag: "Audit", callers: ["admin"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Audit entries, newest first, filtered",
      query: listAuditSchema,
      answer: {
        kind: "page",
        schema: typed<AuditPage>("A page of entries and how far back it searched."),
        statuses: [200],
      },
    },
    export: {
      method: "GET",
      path: "/export",
      summary: "Audit entries as CSV",
      query: auditFiltersSchema,
      answer: file("text/csv"),
    },
  },
);
