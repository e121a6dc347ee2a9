import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense, type ReactNode } from "react";
import { system } from "@/components/ui/system";
import { AuthProvider } from "@/lib/auth/auth-provider";

// The toast container arrives just after the first paint; toasts raised before it mounts wait.
const Toasts = lazy(() => import("@/components/ui/toasts").then((m) => ({ default: m.Toasts })));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthProvider>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </AuthProvider>
    </ChakraProvider>
  );
}
