import { Input } from "@chakra-ui/react";
import { FormField } from "./form-field";

/** Why a practice or a session's date is cancelled: free text, with the same example everywhere. */
export function CancelReasonField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="e.g. Studio closed for the holiday"
      />
    </FormField>
  );
}
