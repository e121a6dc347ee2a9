import { Button, Stack, Text } from "@chakra-ui/react";
import { PASSWORD_RESET_ACCEPTED, requestPasswordResetSchema } from "@shared/password-reset.schema";
import { useEffect, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { requestPasswordReset } from "../api/request-password-reset";
import { AuthCard } from "./auth-card";
import { AuthLink } from "./auth-link";
import { AuthNotice } from "./auth-notice";
import { ResetForm } from "./reset-form";
import { FormInput } from "@/components/ui/form-input";
import { useSchemaForm } from "@/lib/use-schema-form";

/** /auth/reset-password: asks for an email and always shows the same confirmation. */
export function ResetRequestPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(requestPasswordResetSchema, {
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const fields = { register: form.register, errors };

  useEffect(() => {
    document.title = "Reset password | Studio Admin";
  }, []);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await requestPasswordReset(input);
      setSent(input.email.trim());
    } catch (err) {
      if (applyFieldErrors(err, form.setError, ["email"])) return;
      if (err instanceof ApiError && err.status === 429)
        setFailure("Too many reset requests for now. Wait an hour and try again.");
      else
        setFailure(
          err instanceof ApiError && err.status === 0
            ? err.message
            : "The request could not be sent. Please try again.",
        );
    }
  });

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <AuthNotice status="success">{PASSWORD_RESET_ACCEPTED}</AuthNotice>
        <Text fontSize="sm" color="fg.muted">
          Sent for <strong>{sent}</strong>. No mail after a few minutes? Check the spam folder, or ask again.
        </Text>
        <Stack direction="row" gap="4" fontSize="sm">
          <AuthLink to="/login">Back to sign in</AuthLink>
          <Button
            variant="plain"
            size="sm"
            color="brand.700"
            p="0"
            h="auto"
            textDecoration="underline"
            onClick={() => setSent(null)}
          >
            Use another email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ResetForm
        failure={failure}
        onSubmit={onSubmit}
        submitLabel="Send reset link"
        busy={isSubmitting}
        loadingText="Sending…"
      >
        <FormInput label="Email" required type="email" autoComplete="email" fields={fields} name="email" />
      </ResetForm>
    </AuthCard>
  );
}

export default ResetRequestPage;
