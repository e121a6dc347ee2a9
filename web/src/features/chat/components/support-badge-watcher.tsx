import { useEffect } from "react";
import { useUnassignedSupportCount } from "../hooks/use-support-chats";
import { LiveData } from "./live-data";
import { LiveErrorBoundary } from "./live-error-boundary";

function Watcher({ onCount }: { onCount: (count: number) => void }) {
  const count = useUnassignedSupportCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

/**
 * Reports the number of open, unassigned support chats to the shell (the side menu badge).
 * A component, not a hook, so that the shell can load it (and reactfire) lazily. When the count
 * cannot be read, the badge keeps its last number.
 */
export default function SupportBadgeWatcher({ onCount }: { onCount: (count: number) => void }) {
  return (
    <LiveData>
      <LiveErrorBoundary fallback={() => null}>
        <Watcher onCount={onCount} />
      </LiveErrorBoundary>
    </LiveData>
  );
}
