import { auditRoutes } from "@shared/audit.routes";
import { auditFiltersSchema, type AuditFilters, type AuditPage } from "@shared/audit.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { routePagesQueryOptions } from "@/lib/api-query";
import { downloadBlob } from "@/lib/download-blob";

export const auditKeys = { all: ["audit"] as const };

const PAGE = 50;
const FILTER_KEYS = ["actor", "resource", "action", "from", "to"] as const;

/**
 * The filters in the address (?actor=&resource=&action=&from=&to=), checked with the API's own
 * schema: `raw` as typed, `filters` to ask with, and each bad one's message by its field.
 */
export function auditFiltersOf(params: URLSearchParams) {
  const raw = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ""])) as AuditFilters;
  const parsed = auditFiltersSchema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  const filters: AuditFilters = parsed.success ? parsed.data : {};
  return { raw, filters, errors, valid: parsed.success };
}

/** GET /api/audit: the filtered trail, newest first, in cursor pages. */
export function getAuditQueryOptions(filters: AuditFilters, enabled = true) {
  return routePagesQueryOptions(
    [...auditKeys.all, "list", filters],
    auditRoutes.list,
    (cursor) => ({ query: { ...filters, cursor, limit: PAGE } }),
    enabled,
  );
}

/**
 * Where the last page stopped short of the page size with more to search: the API looks into at
 * most two years of the log a page, and a narrow filter may find little there. The month it
 * searched back to ("November 2024"), or null when the page was full or the log is done.
 */
export function searchedBackTo(pages: AuditPage[] | undefined): string | null {
  const last = pages?.at(-1);
  if (!last?.nextCursor || !last.searchedTo || last.data.length >= PAGE) return null;
  const month = new Date(`${last.searchedTo}-01T00:00:00Z`);
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(month);
}

/** `enabled` false while the filters in the address are not valid (their fields say why). */
export function useAudit(filters: AuditFilters, enabled = true) {
  return useInfiniteQuery(getAuditQueryOptions(filters, enabled));
}

/** GET /api/audit/export with the same filters; saves the CSV. */
export async function exportAudit(filters: AuditFilters) {
  const blob = await apiCall(auditRoutes.export, { query: { ...filters } });
  downloadBlob(blob, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}
