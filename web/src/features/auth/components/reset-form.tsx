import { Button } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { CredentialForm } from "@/components/ui/credential-form";
import { AuthLink } from "./auth-link";

/** A password reset form: its fields, then its submit button and the way back to sign-in. */
export function ResetForm({
  submitLabel,
  busy,
  loadingText,
  children,
  ...form
}: ComponentProps<typeof CredentialForm> & { submitLabel: string; busy: boolean; loadingText: string }) {
  return (
    <CredentialForm {...form}>
      {children}
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={loadingText}>
        {submitLabel}
      </Button>
      <AuthLink to="/login" alignSelf="center">
        Back to sign in
      </AuthLink>
    </CredentialForm>
  );
}
