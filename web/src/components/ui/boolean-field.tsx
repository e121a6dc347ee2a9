import { Checkbox, Switch } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

/**
 * A yes/no field of a react-hook-form form: a switch (on/off, takes effect as a setting) or a
 * checkbox (a choice made with the form). Disabled also when a surrounding fieldset is.
 */
export function BooleanField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  kind = "switch",
  colorPalette,
  disabled,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean | undefined>;
  label: ReactNode;
  kind?: "switch" | "checkbox";
  colorPalette?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const common = {
          checked: Boolean(field.value),
          onCheckedChange: (e: { checked: boolean | "indeterminate" }) => field.onChange(e.checked === true),
          colorPalette,
          disabled,
        };
        return kind === "switch" ? (
          <Switch.Root {...common}>
            <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
        ) : (
          <Checkbox.Root {...common}>
            <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        );
      }}
    />
  );
}
