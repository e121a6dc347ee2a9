import { QueryClientProvider } from "@tanstack/react-query";
import { AdminLayout } from "@/components/layout/admin-layout";
import { BareLayout } from "@/components/layout/bare-layout";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { queryClient } from "@/lib/query-client";

/**
 * The frame of every signed-in screen. Loaded lazily so that /login carries none of the layout,
 * the data cache or the icons.
 */
export function AdminShell() {
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>
        <AdminLayout />
      </QueryClientProvider>
    </RequireAuth>
  );
}

export function BareShell() {
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>
        <BareLayout />
      </QueryClientProvider>
    </RequireAuth>
  );
}
