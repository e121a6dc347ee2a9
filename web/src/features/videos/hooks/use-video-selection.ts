import type { BulkVideoAction } from "@shared/video.schema";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { archiveToggle } from "@/components/ui/archive-toggle";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useBulkVideos } from "../api/save-video";

const DONE: Record<Exclude<BulkVideoAction, "archive" | "restore">, string> = {
  publish: "published",
  unpublish: "back to draft",
  move: "moved",
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

  // Archive and restore go the console's one way (Undo brings back the ids really archived).
  const archiving = archiveToggle<string[]>({
    write: (ids, archived) =>
      bulk.mutateAsync({ action: archived ? "archive" : "restore", ids }).then((result) => {
        setSelected([]);
        return result.updated;
      }),
    name: (ids) => plural(ids.length),
    resource: "videos",
  });

  const run = (action: BulkVideoAction, ids: string[], week?: number) => {
    if (action === "archive" || action === "restore") return void archiving(ids, action === "archive");
    bulk.mutate(
      { action, ids, ...(week !== undefined && { week }) },
      {
        onSuccess: (result) => {
          setSelected([]);
          toast.success(`${plural(result.updated.length)} ${DONE[action]}${week ? ` to week ${week}` : ""}.`);
        },
        onError: (err) =>
          toastErrorWithRetry(
            `The videos could not be ${DONE[action]}. ${err.message}`,
            () => run(action, ids, week),
            `videos-${action}`,
          ),
      },
    );
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));

  return { selected, setSelected, toggle, run, busy: bulk.isPending, moveTo, setMoveTo };
}

export type VideoSelection = ReturnType<typeof useVideoSelection>;
