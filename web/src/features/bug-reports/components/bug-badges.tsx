import {
  BUG_SEVERITY_LABELS,
  BUG_STATUS_LABELS,
  type BugSeverity,
  type BugStatus,
} from "@shared/bug-report.schema";
import { ValueBadge } from "@/components/ui/value-badge";

const SEVERITY_PALETTE: Record<BugSeverity, string> = {
  low: "gray",
  medium: "yellow",
  high: "orange",
  critical: "red",
};

const STATUS_PALETTE: Record<BugStatus, string> = {
  new: "blue",
  triaged: "purple",
  in_progress: "orange",
  resolved: "green",
  closed: "gray",
};

export function SeverityBadge({ severity }: { severity: BugSeverity }) {
  return <ValueBadge value={severity} palette={SEVERITY_PALETTE} labels={BUG_SEVERITY_LABELS} />;
}

export function BugStatusBadge({ status }: { status: BugStatus }) {
  return (
    <ValueBadge
      value={status}
      palette={STATUS_PALETTE}
      labels={BUG_STATUS_LABELS}
      variant="outline"
      data-testid="bug-status"
    />
  );
}
