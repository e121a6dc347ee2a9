import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { changeMyPasswordSchema } from "@shared/profile.schema";
import { useState } from "react";
import { FormNotes, SchemaForm } from "@/components/ui/schema-form";
import { changePassword } from "@/lib/auth-client";
import { useSchemaSubmit } from "@/lib/use-schema-submit";

const box = { bg: "bg", borderWidth: "1px", borderRadius: "lg", p: "4", gap: "4" } as const;

/** Firebase Auth's answer to a wrong current password, in words; anything else says itself. */
function passwordFailure(err: unknown) {
  const code = (err as { code?: string }).code ?? "";
  return code.includes("credential") || code.includes("wrong-password")
    ? "The current password is not right."
    : (err as Error).message;
}

interface PasswordFieldProps {
  label: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

function PasswordField({ label, autoComplete, value, onChange, error }: PasswordFieldProps) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The current password, then the new one (Firebase Auth re-authenticates, then changes it). */
export function PasswordForm() {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const submit = useSchemaSubmit(
    changeMyPasswordSchema,
    { current, password },
    async (input) => {
      await changePassword(input.current, input.password);
      setCurrent("");
      setPassword("");
    },
    { fields: ["current", "password"], failure: passwordFailure },
  );
  const { errors } = submit;
  return (
    <SchemaForm submit={submit} aria-label="Change password">
      <Stack {...box}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <FormNotes submit={submit} saved="Your password was changed." />
        <Button type="submit" colorPalette="brand" alignSelf="flex-end" loading={submit.busy}>
          Change password
        </Button>
      </Stack>
    </SchemaForm>
  );
}
