import { Link, type LinkProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A small text link between the sign-in and reset pages ("Forgot password?", "Back to sign in"). */
export function AuthLink({ to, children, ...props }: { to: string; children: ReactNode } & LinkProps) {
  return (
    <Link asChild fontSize="sm" color="brand.700" {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
