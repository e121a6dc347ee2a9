import { Button, Dialog, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** Runs the form's own validated submit; the dialog only stops the browser's. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A centred dialog holding one form: its fields in the body, Cancel and submit in the footer. */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">{children}</Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
