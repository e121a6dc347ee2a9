import { Badge } from "@chakra-ui/react";
import {
  BUG_SEVERITY_LABELS,
  BUG_STATUS_LABELS,
  type BugSeverity,
  type BugStatus,
} from "@shared/bug-report.schema";

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
  return (
    <Badge colorPalette={SEVERITY_PALETTE[severity]} variant="subtle">
      {BUG_SEVERITY_LABELS[severity]}
    </Badge>
  );
}

export function BugStatusBadge({ status }: { status: BugStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="outline" data-testid="bug-status">
      {BUG_STATUS_LABELS[status]}
    </Badge>
  );
}
