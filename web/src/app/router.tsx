import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { ADMIN_ROUTES, BARE_ROUTES, lazyScreen, prefetchLoader, prefetchLookups } from "./routes/route-table";

const toDashboard = <Navigate to="/dashboard" replace />;
const shell = () => import("./routes/signed-in-shell");

export const routes: RouteObject[] = [
  {
    path: "/login",
    lazy: async () => ({ Component: (await import("@/features/auth/components/login-page")).default }),
  },
  // Password reset: public, without the admin layout or Firestore in their chunks.
  {
    path: "/auth/reset-password",
    lazy: async () => ({
      Component: (await import("@/features/auth/components/reset-request-page")).default,
    }),
  },
  {
    path: "/auth/reset-password/:token",
    lazy: async () => ({ Component: (await import("@/features/auth/components/staff-reset-page")).default }),
  },
  {
    path: "/student/reset/:token",
    lazy: async () => ({
      Component: (await import("@/features/auth/components/student-reset-page")).default,
    }),
  },
  {
    lazy: async () => ({ Component: (await shell()).AdminShell }),
    loader: prefetchLoader({ prefetch: prefetchLookups }),
    children: ADMIN_ROUTES.map((r) => ({
      path: r.path,
      handle: r.handle,
      loader: prefetchLoader(r),
      lazy: lazyScreen(r),
    })),
  },
  {
    lazy: async () => ({ Component: (await shell()).BareShell }),
    children: BARE_ROUTES.map((r) => ({ path: r.path, handle: r.handle, lazy: lazyScreen(r) })),
  },
  // The replaced console's landing paths, including its misspelling, all show the dashboard.
  { path: "/", element: toDashboard },
  { path: "/app/dashboard/default", element: toDashboard },
  { path: "/dashbaord", element: toDashboard },
  { path: "*", element: toDashboard },
];

export const createRouter = () => createBrowserRouter(routes);
