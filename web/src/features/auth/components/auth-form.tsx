import { Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { AuthNotice } from "./auth-notice";

/** A sign-in or reset form: the last submit's failure above it, then its fields in one column. */
export function AuthForm({
  failure,
  onSubmit,
  onStart,
  children,
}: {
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Called when the user first focuses or fills a field: a cue to load what submitting needs. */
  onStart?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <AuthNotice status="error" asTitle>
          {failure}
        </AuthNotice>
      )}
      <form onSubmit={onSubmit} onFocus={onStart} onInput={onStart} noValidate>
        <Stack gap="4">{children}</Stack>
      </form>
    </>
  );
}
