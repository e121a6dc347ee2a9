import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useAuth } from "@/lib/auth/use-auth";
import { useOnline } from "@/lib/use-online";
import { onOutboxChange } from "./mark-outbox";
import { sendQueuedMarks } from "./send-queued-marks";

/** While marks wait and the browser claims a connection that does not work, try again this often. */
const RETRY_MS = 30_000;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Sends the signed-in user's queued attendance marks whenever there is a chance they get through:
 * on start, when the connection returns, when a mark is queued while online, and every 30 s while
 * some are still waiting. Mounted once in the signed-in shell, so marks leave from any screen.
 */
function QueuedMarksSync() {
  const userId = useAuth().auth.user?._id;
  const online = useOnline();
  const qc = useQueryClient();

  useEffect(() => {
    if (!userId || !online) return;
    let running = false;
    let again = false;
    let stopped = false;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const report = await sendQueuedMarks(userId);
          if (stopped) return;
          if (report.sent + report.conflicts + report.refused > 0) void qc.invalidateQueries();
          if (report.sent > 0)
            toast.success(`${plural(report.sent, "attendance mark", "attendance marks")} sent.`, {
              toastId: "queued-marks-sent",
            });
          if (report.conflicts > 0)
            toast.warning(
              `${plural(report.conflicts, "mark was", "marks were")} changed by someone else meanwhile. Open the session on the attendance screen to choose which stays.`,
              { toastId: "queued-marks-conflict" },
            );
          if (report.refused > 0)
            toastErrorWithRetry(
              `${plural(report.refused, "mark was", "marks were")} refused: see the attendance screen.`,
              () => void run(),
              "queued-marks-refused",
            );
        } while (again && !stopped);
      } catch (err) {
        console.warn("Queued attendance marks could not be sent:", err);
      } finally {
        running = false;
      }
    };
    void run();
    const stop = onOutboxChange(() => void run());
    const timer = setInterval(() => void run(), RETRY_MS);
    return () => {
      stopped = true;
      stop();
      clearInterval(timer);
    };
  }, [userId, online, qc]);

  return null;
}

export default QueuedMarksSync;
