import { useEffect } from "react";
import { useBugReportCounts } from "../api/count-bug-reports";

/**
 * Reports the number of new bug reports to the shell (the side menu's badge), asked every minute
 * and again after any change to a report. A component, so the shell loads it after the first
 * screen. When the count cannot be read, the badge keeps its last number.
 */
export default function BugBadgeWatcher({ onCount }: { onCount: (count: number) => void }) {
  const counts = useBugReportCounts();
  const count = counts.data?.new;
  useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, onCount]);
  return null;
}
