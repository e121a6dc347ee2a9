import { useEffect } from "react";
import { useUnassignedSupportCount } from "../hooks/use-support-chats";

/**
 * Reports the number of open, unassigned support chats to the shell (the side menu badge).
 * A component, not a hook, so that the shell can load it (and Firestore) lazily.
 */
export default function SupportBadgeWatcher({ onCount }: { onCount: (count: number) => void }) {
  const count = useUnassignedSupportCount(true);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
