import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { toast } from "react-toastify";
import { CancelReasonField } from "@/components/ui/cancel-reason-field";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useSetOccurrenceCancelled } from "../api/save-schedule";
import type { SessionDialogState } from "./session-dialog-state";
import { useSchoolFormat } from "@/lib/use-school-format";

type Occurrence = NonNullable<SessionDialogState["occurrence"]>;

/** The clicked date of a weekly session: cancel it with a reason, or restore it. */
export function OccurrenceActions({
  scheduleId,
  occurrence,
  onDone,
}: {
  scheduleId: string;
  occurrence: Occurrence;
  onDone: () => void;
}) {
  const setCancelled = useSetOccurrenceCancelled();
  const school = useSchoolFormat();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();

  const toggle = () => {
    const cancel = !occurrence.cancelled;
    setReasonError(undefined);
    const run = () =>
      setCancelled.mutate(
        { id: scheduleId, input: { date: occurrence.date, reason: reason.trim() }, cancel },
        {
          onSuccess: () => {
            toast.success(
              cancel
                ? `Cancelled the session on ${school.longDate(occurrence.date)}.`
                : `Restored the session on ${school.longDate(occurrence.date)}.`,
            );
            onDone();
          },
          onError: (err) => {
            if (err instanceof ApiError && err.fields.reason) setReasonError(err.fields.reason);
            else toastErrorWithRetry(`That could not be saved. ${err.message}`, run, "schedule-occurrence");
          },
        },
      );
    run();
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="medium" mb="2">
        {occurrence.cancelled
          ? `Cancelled on ${school.longDate(occurrence.date)}${occurrence.cancelReason ? `: ${occurrence.cancelReason}` : ""}`
          : `Only on ${school.longDate(occurrence.date)}`}
      </Text>
      <HStack align="flex-end" gap="2" flexWrap="wrap">
        {!occurrence.cancelled && (
          <Box flex="1" minW="48">
            <CancelReasonField
              label="Reason for cancelling"
              value={reason}
              onChange={setReason}
              error={reasonError}
            />
          </Box>
        )}
        <Button
          variant="outline"
          colorPalette={occurrence.cancelled ? "green" : "orange"}
          onClick={toggle}
          loading={setCancelled.isPending}
          disabled={!occurrence.cancelled && reason.trim() === ""}
        >
          {occurrence.cancelled ? "Restore this date" : "Cancel this date"}
        </Button>
      </HStack>
    </Box>
  );
}
