import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Input, Link, Stack, Text } from "@chakra-ui/react";
import { PASSWORD_RESET_ACCEPTED, requestPasswordResetSchema, type RequestPasswordResetInput } from "@shared/password-reset.schema";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/api-client";
import { requestPasswordReset } from "../api/request-password-reset";
import { AuthCard } from "./auth-card";

/** /auth/reset-password: asks for an email and always shows the same confirmation (DESIGN §3). */
export function ResetRequestPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestPasswordResetInput>({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    document.title = "Reset password | Studio Admin";
  }, []);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await requestPasswordReset(input);
      setSent(input.email.trim());
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) form.setError("email", { message: err.fields.email });
      else if (err instanceof ApiError && err.status === 429) setFailure("Too many reset requests for now. Wait an hour and try again.");
      else setFailure(err instanceof ApiError && err.status === 0 ? err.message : "The request could not be sent. Please try again.");
    }
  });

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{PASSWORD_RESET_ACCEPTED}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text fontSize="sm" color="fg.muted">
          Sent for <strong>{sent}</strong>. No mail after a few minutes? Check the spam folder, or ask again.
        </Text>
        <Stack direction="row" gap="4" fontSize="sm">
          <Link asChild color="brand.700">
            <RouterLink to="/login">Back to sign in</RouterLink>
          </Link>
          <Button variant="plain" size="sm" color="brand.700" p="0" h="auto" textDecoration="underline" onClick={() => setSent(null)}>
            Use another email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter the email of your account and we will send you a link to choose a new password.">
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Sending…">
            Send reset link
          </Button>
          <Link asChild fontSize="sm" color="brand.700" alignSelf="center">
            <RouterLink to="/login">Back to sign in</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}

export default ResetRequestPage;
