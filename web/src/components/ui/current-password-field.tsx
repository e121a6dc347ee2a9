import type { ComponentProps } from "react";
import { TextStateField } from "./text-state-field";

/** The account's own password, named as password managers expect so that they fill it in. */
export function CurrentPasswordField(
  props: Omit<ComponentProps<typeof TextStateField>, "label" | "type" | "name" | "autoComplete">,
) {
  return (
    <TextStateField
      label="Password"
      type="password"
      name="password"
      autoComplete="current-password"
      {...props}
    />
  );
}
