import { Button } from "@chakra-ui/react";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useArchiveSchedule } from "../api/save-schedule";

/** Takes a weekly session off the calendar; its attendance history stays. */
export function RemoveSessionButton({
  scheduleId,
  onRemoved,
}: {
  scheduleId: string;
  onRemoved: () => void;
}) {
  const archive = useArchiveSchedule();
  const remove = () =>
    archive.mutate(scheduleId, {
      onSuccess: () => {
        toast.success("Session removed from the schedule. Its attendance history is kept.");
        onRemoved();
      },
      onError: (err) =>
        toastErrorWithRetry(`The session could not be removed. ${err.message}`, remove, "schedule-remove"),
    });
  return (
    <Button variant="ghost" colorPalette="red" me="auto" loading={archive.isPending} onClick={remove}>
      Remove session
    </Button>
  );
}
