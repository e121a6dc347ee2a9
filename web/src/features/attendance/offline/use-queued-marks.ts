import { useEffect, useState } from "react";
import { listQueuedMarks, onOutboxChange, type QueuedMark } from "./mark-outbox";

/** The user's marks on this device, kept current as the outbox changes (in any tab). */
export function useQueuedMarks(userId: string | undefined): QueuedMark[] {
  const [marks, setMarks] = useState<QueuedMark[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const read = () =>
      void listQueuedMarks(userId)
        .then((m) => live && setMarks(m))
        .catch((err: unknown) => console.warn("The attendance outbox could not be read:", err));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return marks;
}
