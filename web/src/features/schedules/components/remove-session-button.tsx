import { Button } from "@chakra-ui/react";
import { toast } from "react-toastify";
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
  return (
    <Button
      variant="ghost"
      colorPalette="red"
      me="auto"
      loading={archive.isPending}
      onClick={() =>
        archive.mutate(scheduleId, {
          onSuccess: () => {
            toast.success("Session removed from the schedule. Its attendance history is kept.");
            onRemoved();
          },
          onError: (err) => toast.error(`The session could not be removed. ${err.message}`),
        })
      }
    >
      Remove session
    </Button>
  );
}
