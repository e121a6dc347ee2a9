import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

type DialogFrameProps = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The corner close button's name; without it the dialog's own buttons close it. */
  closeLabel?: string;
  /** The whole screen on a phone (a long form), centred from `md` up at `size`. */
  fullScreenOnPhone?: boolean;
} & Omit<Dialog.RootProps, "open" | "onOpenChange" | "children">;

/**
 * The frame of the console's dialogs: centred over a backdrop, clear of a phone's edges (or
 * filling a phone's screen), closed by Escape or its buttons through `onClose`. `root` props
 * (size, role…) go to Dialog.Root.
 */
export function DialogFrame({
  open,
  onClose,
  children,
  closeLabel,
  fullScreenOnPhone = false,
  ...root
}: DialogFrameProps) {
  const phone = fullScreenOnPhone
    ? {
        size: { base: "full", md: root.size ?? "md" } as Dialog.RootProps["size"],
        scrollBehavior: "inside" as const,
      }
    : {};
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
      {...root}
      {...phone}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={fullScreenOnPhone ? { base: "0", md: "4" } : "4"}>
          <Dialog.Content>
            {children}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
