import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

/**
 * A centred dialog showing one item, open while `item` is set; `children` lays out its header,
 * body and footer, and the dialog adds the corner close button (named `closeLabel`).
 */
export function ViewDialog<T>({
  item,
  onClose,
  size,
  scrollBehavior = "outside",
  closeLabel,
  children,
}: {
  item: T | null;
  onClose: () => void;
  size: "lg" | "xl";
  /** "inside": a long item scrolls within the dialog, its header staying in view. */
  scrollBehavior?: "inside" | "outside";
  closeLabel: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <DialogFrame
      open={item !== null}
      onClose={onClose}
      size={size}
      scrollBehavior={scrollBehavior}
      closeLabel={item !== null ? closeLabel : undefined}
    >
      {item !== null && children(item)}
    </DialogFrame>
  );
}
