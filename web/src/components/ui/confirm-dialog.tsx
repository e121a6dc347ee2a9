import { Button, Dialog, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Red confirm button for destructive actions (permanent delete). */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  destructive,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    // An alert dialog waits for a choice (Cancel, Escape or the action): a click or focus outside
    // does not dismiss it. That also keeps it open when it is opened from a menu item, whose menu
    // hands focus back to its trigger (outside the dialog) as it closes.
    <DialogFrame open={open} onClose={onClose} role="alertdialog" closeOnInteractOutside={false}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{typeof body === "string" ? <Text>{body}</Text> : body}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette={destructive ? "red" : "brand"} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
