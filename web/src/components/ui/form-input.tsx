import { Input, type InputProps } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from "react-hook-form";
import { FormField } from "./form-field";
import { SelectInput } from "./select-input";

/** What a form's fields need of `useForm`: registering by name, and the errors to show by name. */
export interface FormFields<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

interface Bound<T extends FieldValues> {
  fields: FormFields<T>;
  name: Path<T>;
  /** Options of `register` (valueAsNumber, onChange). */
  rules?: RegisterOptions<T, Path<T>>;
  label: string;
  helper?: string;
  required?: boolean;
}

/** The error message of the field at `name` ("guardian.email"), if it has one. */
function errorAt<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, name);
  return typeof error?.message === "string" ? error.message : undefined;
}

/** Splits a bound field's props: the label's and error's, and the control's (registered by name). */
function split<T extends FieldValues, P extends object>({
  fields,
  name,
  rules,
  label,
  helper,
  required,
  ...control
}: Bound<T> & P) {
  const field = { label, helper, required, error: errorAt(fields.errors, name) };
  return [field, { ...control, ...fields.register(name, rules) }] as const;
}

/**
 * A labelled input registered with its form by name, its error (schema or API) beneath it.
 * `numeric`: a whole-number input whose value reaches the form as a number (instead of `rules`).
 */
export function FormInput<T extends FieldValues>({
  numeric = false,
  ...props
}: Bound<T> & Omit<InputProps, "name"> & { numeric?: boolean }) {
  const asNumber: RegisterOptions<T, Path<T>> = { valueAsNumber: true };
  const [field, input] = split(numeric ? { ...props, rules: asNumber } : props);
  return (
    <FormField {...field}>
      <Input {...(numeric && { type: "number", inputMode: "numeric" })} {...input} />
    </FormField>
  );
}

/** A labelled select registered with its form by name, its error beneath it. */
export function FormSelect<T extends FieldValues>(
  props: Bound<T> & Omit<ComponentProps<typeof SelectInput>, "name">,
) {
  const [field, select] = split(props);
  return (
    <FormField {...field}>
      <SelectInput {...select} />
    </FormField>
  );
}
