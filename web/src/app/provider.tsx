import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "@/components/ui/system";
import { Toasts } from "@/components/ui/toasts";
import { AuthProvider } from "@/lib/auth/auth-provider";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthProvider>
        {children}
        <Toasts />
      </AuthProvider>
    </ChakraProvider>
  );
}
