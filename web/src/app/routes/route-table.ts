import type { ComponentType } from "react";
import type { RouteHandle } from "@/components/layout/route-handle";
import { GALLERY_PAGES } from "@/features/gallery/gallery-pages";
import { dashboardRequest } from "@/features/dashboard/api/dashboard-request";
import { prefetchGet } from "@/lib/api-client";
import { loadFirebaseUser } from "@/lib/auth/load-firebase-user";
import { readStoredUser } from "@/lib/session-storage";
import { prefetchAsScreen, prefetchQueryOf, prefetchWith, type PrefetchAt } from "./prefetch-query";

type Loader = () => Promise<{ default: ComponentType }>;

export interface ScreenRoute {
  path: string;
  handle: RouteHandle;
  /** The screen's module; absent while a later release builds it (an honest notice is shown). */
  load?: Loader;
  /** Starts the screen's first request while its code loads (prefetchQueryOf, prefetchGet). */
  prefetch?: (at: PrefetchAt) => void;
}

/**
 * Chat screens read Firestore live, as the Firebase user: both start loading with the screen's
 * code (elsewhere they wait until the first screen is up).
 */
const startLiveData = () => {
  void import("@/features/chat/components/live-data");
  void loadFirebaseUser().then((m) => m.currentFirebaseUser());
};

const notYet = () => import("@/components/layout/not-available").then((m) => ({ default: m.NotAvailable }));

const S = "Student Management";
const P = "Program Management";
const A = "Announcements";
const C = "Chat Management";
const M = "Media Library";
const X = "Content & Settings";
const G = "Component Gallery";
const gallery = () => import("@/features/gallery/components/gallery-page");

/** Every guarded screen inside the admin layout (SPEC §2), declared once. */
export const ADMIN_ROUTES: ScreenRoute[] = [
  {
    path: "/dashboard",
    handle: { title: "Dashboard" },
    load: () => import("@/features/dashboard/components/dashboard-page"),
    // A plain early request: the dashboard asks afresh on every visit (staleTime 0), and takes it.
    prefetch: ({ url }) => {
      const { path, query } = dashboardRequest(url.searchParams.get("program") || null);
      prefetchGet(path, query);
    },
  },
  {
    path: "/students/enrollment",
    handle: { title: "Enrollment", group: S },
    load: () => import("@/features/students/components/enrollment-page"),
  },
  {
    path: "/students/groups",
    handle: { title: "Groups", group: S },
    load: () => import("@/features/groups/components/groups-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/groups/api/list-groups"),
      (m) => m.getGroupsQueryOptions(),
    ),
  },
  {
    path: "/students/groups/:id",
    handle: { title: "Group", group: S },
    load: () => import("@/features/groups/components/group-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/groups/api/get-group"),
      (m, { params }) => m.getGroupQueryOptions(params.id ?? ""),
    ),
  },
  {
    path: "/students/details",
    handle: { title: "Student Details", group: S },
    load: () => import("@/features/students/components/student-details-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/students/api/list-students"),
      (m) => m.getStudentPageQueryOptions(m.FIRST_STUDENT_PAGE),
    ),
  },
  {
    path: "/students/attendance",
    handle: { title: "Attendance", group: S },
    load: () => import("@/features/attendance/components/attendance-page"),
    // "Today" is the school's: the day waits for the lookups (already asked for with the frame).
    prefetch: prefetchWith(
      () =>
        Promise.all([
          import("@/features/attendance/api/list-sessions"),
          import("@/features/attendance/api/get-roster"),
          import("@/lib/lookups"),
        ]),
      async ([sessions, roster, lookups], { url }, client) => {
        const { timeZone } = await client.ensureQueryData(lookups.getLookupsQueryOptions());
        const { date, sessionKey } = sessions.attendanceAddress(url.searchParams, timeZone);
        await Promise.all([
          prefetchAsScreen(client, sessions.getSessionsQueryOptions(date)),
          prefetchAsScreen(client, roster.getRosterQueryOptions(date, sessionKey)),
        ]);
      },
    ),
  },
  {
    path: "/students/create-friday-practice",
    handle: { title: "Create Friday Practice", group: S },
    load: () => import("@/features/practices/components/practice-page"),
    prefetch: prefetchWith(
      () =>
        Promise.all([
          import("@/features/practices/api/list-practices"),
          import("@/features/practices/api/get-practice"),
        ]),
      ([list, one], { url }, client) => {
        return Promise.all([
          client.prefetchInfiniteQuery(list.getPracticesQueryOptions("upcoming")),
          prefetchAsScreen(client, one.getPracticeQueryOptions(url.searchParams.get("edit"))),
        ]);
      },
    ),
  },
  {
    path: "/programs/create",
    handle: { title: "Create Program", group: P },
    load: () => import("@/features/programs/components/program-form-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/programs/api/get-program"),
      (m, { url }) => m.getProgramQueryOptions(url.searchParams.get("id")),
    ),
  },
  {
    path: "/programs/schedules",
    handle: { title: "Schedules", group: P },
    load: () => import("@/features/schedules/components/schedules-page"),
    prefetch: prefetchWith(
      () => Promise.all([import("@/features/schedules/api/list-week"), import("@/lib/lookups")]),
      async ([week, lookups], { url }, client) => {
        const { timeZone, weekStartsOn } = await client.ensureQueryData(lookups.getLookupsQueryOptions());
        await prefetchAsScreen(
          client,
          week.getAddressedWeekQueryOptions(url.searchParams, timeZone, weekStartsOn),
        );
      },
    ),
  },
  {
    path: "/programs/details",
    handle: { title: "Program Details", group: P },
    load: () => import("@/features/programs/components/program-details-page"),
    prefetch: prefetchWith(
      () => import("@/features/programs/api/list-programs"),
      (m, _at, client) => client.prefetchInfiniteQuery(m.getProgramsQueryOptions(m.FIRST_PROGRAM_TAB)),
    ),
  },
  {
    path: "/announcements/create",
    handle: { title: "Create Announcement", group: A },
    load: () => import("@/features/announcements/components/announcement-form-page"),
    prefetch: prefetchWith(
      () =>
        Promise.all([
          import("@/features/announcements/api/get-announcement"),
          import("@/features/announcements/api/get-audience-options"),
        ]),
      ([one, audiences], { url }, client) =>
        Promise.all([
          prefetchAsScreen(client, one.getAnnouncementQueryOptions(url.searchParams.get("id"))),
          prefetchAsScreen(client, audiences.getAudienceOptionsQueryOptions()),
        ]),
    ),
  },
  {
    path: "/announcements/view",
    handle: { title: "View Announcements", group: A },
    load: () => import("@/features/announcements/components/announcements-page"),
    prefetch: prefetchWith(
      () =>
        Promise.all([
          import("@/features/announcements/api/list-announcements"),
          import("@/features/announcements/api/get-audience-options"),
        ]),
      ([list, audiences], { url }, client) =>
        Promise.all([
          client.prefetchInfiniteQuery(
            list.getAnnouncementsQueryOptions(list.announcementFiltersOf(url.searchParams)),
          ),
          prefetchAsScreen(client, audiences.getAudienceOptionsQueryOptions()),
        ]),
    ),
  },
  {
    path: "/support/chat",
    handle: { title: "Support Chat", group: C },
    load: () => import("@/features/chat/components/support-chat-page"),
    prefetch: startLiveData,
  },
  {
    path: "/support/bug-reports",
    handle: { title: "Bug Reports", group: C },
    load: () => import("@/features/bug-reports/components/bug-reports-page"),
    prefetch: prefetchWith(
      () => import("@/features/bug-reports/api/list-bug-reports"),
      (m, { url }, client) =>
        client.prefetchInfiniteQuery(m.getBugReportsQueryOptions(m.bugReportFiltersOf(url.searchParams))),
    ),
  },
  {
    path: "/media/master-list",
    handle: { title: "Master List", group: M },
    load: () => import("@/features/videos/components/master-list-page"),
    prefetch: prefetchWith(
      () => import("@/features/videos/api/list-videos"),
      (m, { url }, client) => {
        const filters = m.videoFiltersOf(url.searchParams);
        const weeks = url.searchParams.get("view") === "weeks";
        // The week-by-week view needs a program, and lists all its weeks at once.
        if (weeks && !filters.programId) return Promise.resolve();
        return client.prefetchInfiniteQuery(
          weeks ? m.getVideosQueryOptions({ ...filters, week: "" }, 100) : m.getVideosQueryOptions(filters),
        );
      },
    ),
  },
  {
    path: "/media/upload",
    handle: { title: "Upload Video", group: M },
    load: () => import("@/features/videos/components/upload-page"),
  },
  {
    path: "/media/edit/:id/:week",
    handle: { title: "Edit Video", group: M },
    load: () => import("@/features/videos/components/edit-video-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/videos/api/get-video"),
      (m, { params }) => m.getVideoQueryOptions(params.id ?? ""),
    ),
  },
  {
    path: "/static-content/manage",
    handle: { title: "Static Content", group: X },
    load: () => import("@/features/pages/components/pages-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/pages/api/list-pages"),
      (m) => m.getPagesQueryOptions(),
    ),
  },
  {
    path: "/static-content/links",
    handle: { title: "Links", group: X },
    load: () => import("@/features/links/components/links-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/links/api/list-links"),
      (m) => m.getLinksQueryOptions(),
    ),
  },
  {
    path: "/setting",
    handle: { title: "Settings", group: X },
    load: () => import("@/features/settings/components/settings-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/settings/api/get-settings"),
      (m) => m.getSettingsQueryOptions(),
    ),
  },
  {
    path: "/setting/audit",
    handle: { title: "Audit Trail", group: X },
    load: () => import("@/features/audit/components/audit-page"),
    // Staff see a notice, not the trail: only an admin's visit asks for it.
    prefetch: prefetchWith(
      () => import("@/features/audit/api/list-audit"),
      async (m, { url }, client) => {
        const { filters, valid } = m.auditFiltersOf(url.searchParams);
        if (valid && readStoredUser()?.role === "admin")
          await client.prefetchInfiniteQuery(m.getAuditQueryOptions(filters));
      },
    ),
  },
  {
    path: "/setting/team",
    handle: { title: "Team", group: X },
    load: () => import("@/features/team/components/team-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/team/api/list-team"),
      (m) => m.getTeamQueryOptions(),
    ),
  },
  {
    path: "/profile",
    handle: { title: "Profile" },
    load: () => import("@/features/profile/components/profile-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/profile/api/get-profile"),
      (m) => m.getMyProfileQueryOptions(),
    ),
  },
  // The template's demo routes: a gallery of our components, guarded, out of the menu (DESIGN §6).
  ...GALLERY_PAGES.map(({ path, title }) => ({ path, handle: { title, group: G }, load: gallery })),
];

/** Guarded screens in the bare layout (no header or breadcrumbs). */
export const BARE_ROUTES: ScreenRoute[] = [
  {
    path: "/chat/individual",
    handle: { title: "Chat", group: C },
    load: () => import("@/features/chat/components/chat-page"),
    prefetch: startLiveData,
  },
];

export function lazyScreen(route: ScreenRoute) {
  const load = route.load ?? notYet;
  return async () => ({ Component: (await load()).default });
}

/**
 * A route loader that starts the screen's data (it never waits for it: the screen shows its own
 * loading state). The router runs loaders alongside `lazy`, so the data and the code load together.
 */
export function prefetchLoader(route: Pick<ScreenRoute, "prefetch">) {
  const prefetch = route.prefetch;
  if (!prefetch) return undefined;
  return ({ request, params }: { request: Request; params: PrefetchAt["params"] }) => {
    prefetch({ url: new URL(request.url), params });
    return null;
  };
}

/** The pickers most screens need (programs, groups), asked for with the frame of every screen. */
export const prefetchLookups = prefetchQueryOf(
  () => import("@/lib/lookups"),
  (m) => m.getLookupsQueryOptions(),
);
