import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AuthLink } from "./auth-link";

/** The end of a reset form: its submit button, then the way back to sign-in. */
export function AuthFormActions({
  busy,
  loadingText,
  children,
}: {
  busy: boolean;
  loadingText: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={loadingText}>
        {children}
      </Button>
      <AuthLink to="/login" alignSelf="center">
        Back to sign in
      </AuthLink>
    </>
  );
}
