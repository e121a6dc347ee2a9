import { Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The frame of the console's dialogs: centred over a backdrop, clear of a phone's edges, closed
 * by Escape or its own buttons through `onClose`. `root` props (size, role…) go to Dialog.Root.
 */
export function DialogFrame({
  open,
  onClose,
  children,
  ...root
}: { open: boolean; onClose: () => void; children: ReactNode } & Omit<
  Dialog.RootProps,
  "open" | "onOpenChange" | "children"
>) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
