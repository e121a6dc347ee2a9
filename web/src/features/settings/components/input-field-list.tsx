import { Input } from "@chakra-ui/react";
import type { Settings, SettingsInput } from "@shared/settings.schema";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import type { InputFieldSpec } from "./settings-fields";

/** The plain inputs of one Settings section, each with its label, helper and error. */
export function InputFieldList({
  fields,
  form,
}: {
  fields: InputFieldSpec[];
  form: UseFormReturn<SettingsInput, unknown, Settings>;
}) {
  return fields.map(({ name, label, required, helper, input, numeric }) => (
    <FormField
      key={name}
      label={label}
      required={required}
      helper={helper}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      <Input {...input} {...form.register(name, numeric ? { valueAsNumber: true } : undefined)} />
    </FormField>
  ));
}
