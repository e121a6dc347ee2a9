import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled form control with its error (from the API's `fields` or the shared zod schema). */
export function FormField({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
