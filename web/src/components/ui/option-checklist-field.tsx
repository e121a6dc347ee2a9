import type { ComponentProps } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { OptionChecklist } from "./option-checklist";

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** A form field holding an array of ids. */
  name: Path<T>;
} & Omit<ComponentProps<typeof OptionChecklist>, "value" | "onChange">;

/** An OptionChecklist bound to a react-hook-form field of ids (groups or programs). */
export function OptionChecklistField<T extends FieldValues>({ control, name, ...checklist }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionChecklist
          {...checklist}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
        />
      )}
    />
  );
}
