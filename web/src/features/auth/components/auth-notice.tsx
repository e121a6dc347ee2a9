import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A message on a sign-in or reset page: errors and warnings are alerts, success is a status. */
export function AuthNotice({
  status,
  children,
  asTitle = false,
}: {
  status: "error" | "warning" | "success";
  children: ReactNode;
  /** A short message shown in bold (a failed submit), rather than as body text. */
  asTitle?: boolean;
}) {
  return (
    <Alert.Root status={status} role={status === "success" ? "status" : "alert"}>
      <Alert.Indicator />
      {asTitle ? <Alert.Title>{children}</Alert.Title> : <Alert.Description>{children}</Alert.Description>}
    </Alert.Root>
  );
}
