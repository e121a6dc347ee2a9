import type { ComponentType } from "react";
import type { RouteHandle } from "@/components/layout/route-handle";

type Loader = () => Promise<{ default: ComponentType }>;

export interface ScreenRoute {
  path: string;
  handle: RouteHandle;
  /** The screen's module; absent while a later release builds it (an honest notice is shown). */
  load?: Loader;
}

const notYet = () => import("@/components/layout/not-available").then((m) => ({ default: m.NotAvailable }));

const S = "Student Management";
const P = "Program Management";
const A = "Announcements";
const C = "Chat Management";
const M = "Media Library";
const X = "Content & Settings";

/** Every guarded screen inside the admin layout (SPEC §2), declared once. */
export const ADMIN_ROUTES: ScreenRoute[] = [
  { path: "/dashboard", handle: { title: "Dashboard" }, load: () => import("@/features/dashboard/components/dashboard-page") },
  { path: "/students/enrollment", handle: { title: "Enrollment", group: S } },
  { path: "/students/groups", handle: { title: "Groups", group: S } },
  { path: "/students/details", handle: { title: "Student Details", group: S } },
  { path: "/students/attendance", handle: { title: "Attendance", group: S } },
  { path: "/students/create-friday-practice", handle: { title: "Create Friday Practice", group: S } },
  { path: "/programs/create", handle: { title: "Create Program", group: P } },
  { path: "/programs/schedules", handle: { title: "Schedules", group: P } },
  { path: "/programs/details", handle: { title: "Program Details", group: P } },
  { path: "/announcements/create", handle: { title: "Create Announcement", group: A } },
  { path: "/announcements/view", handle: { title: "View Announcements", group: A } },
  { path: "/support/chat", handle: { title: "Support Chat", group: C } },
  { path: "/support/bug-reports", handle: { title: "Bug Reports", group: C } },
  { path: "/media/master-list", handle: { title: "Master List", group: M } },
  { path: "/media/upload", handle: { title: "Upload Video", group: M } },
  { path: "/media/edit/:id/:week", handle: { title: "Edit Video", group: M } },
  { path: "/static-content/manage", handle: { title: "Static Content", group: X } },
  { path: "/static-content/links", handle: { title: "Links", group: X } },
  { path: "/setting", handle: { title: "Settings", group: X } },
];

/** Guarded screens in the bare layout (no header or breadcrumbs). */
export const BARE_ROUTES: ScreenRoute[] = [{ path: "/chat/individual", handle: { title: "Chat", group: C } }];

export function lazyScreen(route: ScreenRoute) {
  const load = route.load ?? notYet;
  return async () => ({ Component: (await load()).default });
}
