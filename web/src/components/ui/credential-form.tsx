import { Alert, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

/**
 * A form that asks for a password (sign in, reset, unlock). Its failure is the form's answer ("that
 * password is not right"), so it shows above the fields rather than as a toast; and these forms
 * stay free of the form library and the toasts, which the sign-in page does not load.
 */
export function CredentialForm({
  failure,
  onSubmit,
  onStart,
  children,
}: {
  /** The last submit's failure, if any. */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Called when the user first focuses or fills a field: a cue to load what submitting needs. */
  onStart?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} onFocus={onStart} onInput={onStart} noValidate>
        <Stack gap="4">{children}</Stack>
      </form>
    </>
  );
}
