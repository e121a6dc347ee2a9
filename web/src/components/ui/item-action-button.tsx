import { Button, type ButtonProps } from "@chakra-ui/react";

/**
 * A button acting on one item of a list: it shows the verb ("Edit"), and its accessible name says
 * which item ("Edit Year 3"), since a screen reader lists many alike buttons out of context.
 */
export function ItemActionButton({
  action,
  item,
  children,
  ...props
}: Omit<ButtonProps, "aria-label"> & { action: string; item: string }) {
  return (
    <Button {...props} aria-label={`${action} ${item}`}>
      {children ?? action}
    </Button>
  );
}

/** One button of ItemActions: its verb, what it does, and how it stands out from the others. */
export interface ItemAction {
  action: string;
  onClick: () => void;
  variant?: ButtonProps["variant"];
  colorPalette?: ButtonProps["colorPalette"];
}

/** An item's action buttons, of one size, each named with the item; `false` leaves one out. */
export function ItemActions({
  item,
  size,
  actions,
}: {
  item: string;
  size: ButtonProps["size"];
  actions: (ItemAction | false)[];
}) {
  return (
    <>
      {actions.map(
        (a) =>
          a && (
            <ItemActionButton
              key={a.action}
              action={a.action}
              item={item}
              size={size}
              variant={a.variant}
              colorPalette={a.colorPalette}
              onClick={a.onClick}
            />
          ),
      )}
    </>
  );
}
