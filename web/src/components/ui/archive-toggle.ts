import type { UseMutationResult } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "./toasts";

/** A record that is archived by id and named by its title (a page, a link). */
interface Titled {
  _id: string;
  title: string;
}

/**
 * Archives a record or brings it back, with the archive mutation of its resource: a toast says
 * which, and a failure toasts with Retry (toast ids `<resource>-archive`, `<resource>-unarchive`).
 */
export function archiveToggle(
  mutation: Pick<UseMutationResult<unknown, Error, { id: string; archived: boolean }>, "mutate">,
  resource: string,
) {
  const setArchived = (record: Titled, archived: boolean) =>
    mutation.mutate(
      { id: record._id, archived },
      {
        onSuccess: () =>
          toast.success(archived ? `${record.title} is archived.` : `${record.title} is back in the list.`),
        onError: (err) =>
          toastErrorWithRetry(
            err.message,
            () => setArchived(record, archived),
            `${resource}-${archived ? "archive" : "unarchive"}`,
          ),
      },
    );
  return setArchived;
}
