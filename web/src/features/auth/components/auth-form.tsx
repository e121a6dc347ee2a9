import { Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { AuthNotice } from "./auth-notice";

/** A sign-in or reset form: the last submit's failure above it, then its fields in one column. */
export function AuthForm({
  failure,
  onSubmit,
  children,
}: {
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <AuthNotice status="error" asTitle>
          {failure}
        </AuthNotice>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">{children}</Stack>
      </form>
    </>
  );
}
