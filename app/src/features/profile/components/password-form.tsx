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
        <Field.Root required invalid={!!errors.current}>
          <Field.Label>Current password</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <Field.ErrorText>{errors.current}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.password}>
          <Field.Label>New password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <FormNotes submit={submit} saved="Your password was changed." />
        <Button type="submit" colorPalette="brand" alignSelf="flex-end" loading={submit.busy}>
          Change password
        </Button>
      </Stack>
    </SchemaForm>
  );
}
