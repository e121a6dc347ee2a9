import { Field, Input, type InputProps } from "@chakra-ui/react";

type TextStateFieldProps = Omit<InputProps, "value" | "onChange"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean | undefined;
};

/** A required, labelled input whose value the caller keeps in React state (sign-in, unlock). */
export function TextStateField({ label, value, onValueChange, invalid, ...input }: TextStateFieldProps) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} value={value} onChange={(e) => onValueChange(e.target.value)} />
    </Field.Root>
  );
}
