import { Suspense, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { LoadingRows } from "@/components/ui/data-states";
import { useSession } from "@/lib/session";
import { SCREENS } from "./routes/screens";

function SignedInOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? children : <Navigate to="/sign-in" replace />;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, confirmed } = useSession();
  // A hint alone does not send the sign-in page away: only Firebase Auth's word does.
  return user && confirmed ? <Navigate to="/" replace /> : children;
}

export function AppRouter() {
  const inside = SCREENS.filter((s) => s.signedIn);
  const outside = SCREENS.filter((s) => !s.signedIn);
  // "/app/", not "/app": home is then /app/, inside the service worker's scope (/app is not).
  return (
    <BrowserRouter basename="/app/">
      <Routes>
        {outside.map(({ path, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <SignedOutOnly>
                <Suspense fallback={null}>
                  <Component />
                </Suspense>
              </SignedOutOnly>
            }
          />
        ))}
        <Route
          element={
            <SignedInOnly>
              <AppLayout fallback={<LoadingRows />} />
            </SignedInOnly>
          }
        >
          {inside.map(({ path, Component }) =>
            path === "" ? (
              <Route key="home" index element={<Component />} />
            ) : (
              <Route key={path} path={path} element={<Component />} />
            ),
          )}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
