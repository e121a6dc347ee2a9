import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "@/components/ui/system";
import { SessionProvider } from "@/lib/session";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>{children}</SessionProvider>
    </ChakraProvider>
  );
}
