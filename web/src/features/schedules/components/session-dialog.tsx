import { Button, Dialog, Stack } from "@chakra-ui/react";
import type { Lookups } from "@shared/program";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { ClashAlert } from "./clash-alert";
import { OccurrenceActions } from "./occurrence-actions";
import { RemoveSessionButton } from "./remove-session-button";
import { SessionFormFields } from "./session-form-fields";
import type { SessionDialogState } from "./session-dialog-state";
import { useSessionForm } from "./use-session-form";

/** Create or edit a weekly session; cancel or restore the clicked occurrence. */
export function SessionDialog({
  state,
  lookups,
  onClose,
}: {
  state: SessionDialogState | null;
  lookups: Lookups;
  onClose: () => void;
}) {
  const { form, clash, onSubmit, saving } = useSessionForm(state, lookups, onClose);
  const schedule = state?.schedule;
  const occurrence = state?.occurrence;

  return (
    <DialogFrame open={Boolean(state)} onClose={onClose} size="lg" fullScreenOnPhone closeLabel="Close">
      <form onSubmit={onSubmit} noValidate style={{ display: "contents" }}>
        <Dialog.Header>
          <Dialog.Title>{schedule ? "Edit weekly session" : "New weekly session"}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {clash && <ClashAlert message={clash} />}
            <SessionFormFields form={form} lookups={lookups} />
            {schedule && occurrence && (
              // A fresh reason for every occurrence opened.
              <OccurrenceActions
                key={`${schedule._id}:${occurrence.date}`}
                scheduleId={schedule._id}
                occurrence={occurrence}
                onDone={onClose}
              />
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          {schedule && <RemoveSessionButton scheduleId={schedule._id} onRemoved={onClose} />}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {schedule ? "Save session" : "Add session"}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
