import type { BulkVideoAction } from "@shared/video.schema";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { toastErrorWithRetry, toastWithUndo } from "@/components/ui/toasts";
import { useBulkVideos } from "../api/save-video";

const DONE: Record<BulkVideoAction, string> = {
  publish: "published",
  unpublish: "back to draft",
  move: "moved",
  archive: "archived",
  restore: "restored",
};

const plural = (n: number) => `${n} video${n === 1 ? "" : "s"}`;

/**
 * The library's selection and its bulk actions. `filterKey` names what is on screen: a selection is
 * of what is on screen, so another filter starts afresh.
 */
export function useVideoSelection(filterKey: string) {
  const [selected, setSelected] = useState<string[]>([]);
  const [moveTo, setMoveTo] = useState("");
  const bulk = useBulkVideos();
  useEffect(() => setSelected([]), [filterKey]);

  const run = (action: BulkVideoAction, ids: string[], week?: number) =>
    bulk.mutate(
      { action, ids, ...(week !== undefined && { week }) },
      {
        onSuccess: (result) => {
          setSelected([]);
          const message = `${plural(result.updated.length)} ${DONE[action]}${week ? ` to week ${week}` : ""}.`;
          if (action === "archive" && result.updated.length > 0)
            toastWithUndo(message, () => run("restore", result.updated));
          else toast.success(message);
        },
        onError: (err) =>
          toastErrorWithRetry(
            `The videos could not be ${DONE[action]}. ${err.message}`,
            () => run(action, ids, week),
            `videos-${action}`,
          ),
      },
    );

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));

  return { selected, setSelected, toggle, run, busy: bulk.isPending, moveTo, setMoveTo };
}

export type VideoSelection = ReturnType<typeof useVideoSelection>;
