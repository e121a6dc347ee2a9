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
