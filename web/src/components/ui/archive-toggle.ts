import { toast } from "react-toastify";
import { toastErrorWithRetry, toastWithUndo } from "./toasts";

/** How one resource archives and restores, and how its records are named in the toasts. */
interface Archiving<R> {
  /**
   * Archives (`true`) or restores (`false`) `record` through the resource's write, and resolves to
   * what it changed: what Undo brings back (a bulk archive answers the ids it really archived).
   */
  write: (record: R, archived: boolean) => Promise<R>;
  /** The toasts' name for it: "“Spring recital”", "Ruby Lee", "2 videos". */
  name: (record: R) => string;
  /** The failure toasts' ids: `<resource>-archive`, `<resource>-restore`. */
  resource: string;
}

/**
 * The console's one way to archive and restore: archiving says so with Undo, which restores what
 * it archived; restoring says so; a failure is a toast with Retry. Nothing is deleted here:
 * a permanent delete is its own, confirmed action.
 */
export function archiveToggle<R>({ write, name, resource }: Archiving<R>) {
  const setArchived = (record: R, archived: boolean): Promise<void> =>
    write(record, archived).then(
      (changed) => {
        if (archived) toastWithUndo(`${name(changed)} archived.`, () => void setArchived(changed, false));
        else toast.success(`${name(changed)} restored.`);
      },
      (err: Error) =>
        toastErrorWithRetry(
          `${name(record)} could not be ${archived ? "archived" : "restored"}. ${err.message}`,
          () => void setArchived(record, archived),
          `${resource}-${archived ? "archive" : "restore"}`,
        ),
    );
  return setArchived;
}

/** The common case: a record with an id and a title, archived and restored by `{ id, archived }`. */
export function archiveTitled<R extends { _id: string; title: string }>(
  mutation: { mutateAsync: (change: { id: string; archived: boolean }) => Promise<unknown> },
  resource: string,
) {
  return archiveToggle<R>({
    write: (record, archived) => mutation.mutateAsync({ id: record._id, archived }).then(() => record),
    name: (record) => `“${record.title}”`,
    resource,
  });
}
