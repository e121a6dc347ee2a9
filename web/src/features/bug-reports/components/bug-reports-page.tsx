import { Badge, Box } from "@chakra-ui/react";
import {
  BUG_SEVERITIES,
  BUG_SEVERITY_LABELS,
  BUG_STATUSES,
  BUG_STATUS_LABELS,
} from "@shared/bug-report.schema";
import { Bug } from "lucide-react";
import { CursorListStates } from "@/components/ui/load-more-button";
import { EmptyView } from "@/components/ui/load-states";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { PageHeader } from "@/components/ui/page-header";
import { SearchFilterRow } from "@/components/ui/search-input";
import { FilterSelect } from "@/components/ui/select-input";
import { peopleFilterOptions, useLookups } from "@/lib/lookups";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { useUrlSearch } from "@/lib/use-url-search";
import { useBugReportCounts } from "../api/count-bug-reports";
import { bugReportFiltersOf, useBugReports } from "../api/list-bug-reports";
import { BugReportCard } from "./bug-report-card";
import { BugReportDrawer } from "./bug-report-drawer";

/** /support/bug-reports: what students report from the app, by status, and the report open on the side. */
export function BugReportsPage() {
  const [params, setParam] = useSearchParamSetter();
  const filters = bugReportFiltersOf(params);
  const { status, severity, assignee, q } = filters;
  const openId = params.get("report");
  const search = useUrlSearch(q, setParam);

  const list = useBugReports(filters);
  const counts = useBugReportCounts();
  const lookups = useLookups();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = Boolean(q || severity || assignee);

  return (
    <Box>
      <PageHeader
        title="Bug reports"
        description="What students report from the app: triage, assign and answer them. Students see your replies, never your notes."
      />
      <FilterTabs
        value={status}
        onChange={(value) => setParam("status", value)}
        tabs={BUG_STATUSES.map((s) => ({
          value: s,
          label: (
            <>
              {BUG_STATUS_LABELS[s]}
              {counts.data && (
                <Badge size="sm" variant={s === status ? "solid" : "subtle"} colorPalette="brand" ms="1">
                  {counts.data[s]}
                </Badge>
              )}
            </>
          ),
        }))}
      >
        <SearchFilterRow label="Search bug reports" placeholder="Search titles" search={search}>
          <FilterSelect
            label="Filter by severity"
            width="44"
            all="All severities"
            value={severity}
            onChange={(value) => setParam("severity", value)}
            options={BUG_SEVERITIES.map((s) => [s, BUG_SEVERITY_LABELS[s]] as const)}
          />
          <FilterSelect
            label="Filter by assignee"
            width="56"
            all="Anyone"
            value={assignee}
            onChange={(value) => setParam("assignee", value)}
            options={[["mine", "Assigned to me"], ...peopleFilterOptions(lookups.data?.instructors)]}
          />
        </SearchFilterRow>

        <CursorListStates
          pages={list}
          count={items.length}
          skeleton={{ rows: 4, height: "20" }}
          noun="bug reports"
          testId="bug-report-list"
          empty={
            <EmptyView
              icon={<Bug />}
              title={filtered ? "No reports match" : `No ${BUG_STATUS_LABELS[status].toLowerCase()} reports`}
              description={
                filtered
                  ? "Try another search, severity or assignee."
                  : "Reports students file from the app arrive under New."
              }
            />
          }
        >
          {items.map((r) => (
            <BugReportCard key={r._id} report={r} onOpen={() => setParam("report", r._id)} />
          ))}
        </CursorListStates>
      </FilterTabs>
      <BugReportDrawer id={openId} onClose={() => setParam("report", "")} />
    </Box>
  );
}

export default BugReportsPage;
