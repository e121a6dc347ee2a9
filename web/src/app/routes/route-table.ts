import type { ComponentType } from "react";
import type { RouteHandle } from "@/components/layout/route-handle";
import { screen } from "@/components/layout/screens";
import { GALLERY_PAGES } from "@/features/gallery/gallery-pages";
import { loadFirebaseUser } from "@/lib/auth/load-firebase-user";
import { readStoredUser } from "@/lib/session-storage";
import { prefetchAsScreen, prefetchQueryOf, prefetchWith, type PrefetchAt } from "./prefetch-query";

type Loader = () => Promise<{ default: ComponentType }>;

export interface ScreenRoute {
  path: string;
  handle: RouteHandle;
  /** The screen's module; absent while a later release builds it (an honest notice is shown). */
  load?: Loader;
  /**
   * Starts the screen's first request while its code loads (prefetchQueryOf, prefetchWith); the
   * promise, when there is one, settles once the answer is in the cache.
   */
  prefetch?: (at: PrefetchAt) => void | Promise<unknown>;
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

// The gallery is not in the menu: its pages are titled from GALLERY_TITLES, under a group of their own.
const G = "Component Gallery";
const gallery = () => import("@/features/gallery/components/gallery-page");

/** Every guarded screen inside the admin layout, declared once. */
export const ADMIN_ROUTES: ScreenRoute[] = [
  {
    ...screen("/dashboard"),
    load: () => import("@/features/dashboard/components/dashboard-page"),
    // Into the cache, so the first screen paints with its figures (index.html's early request is
    // the one taken); the screen does not ask again for an answer that fresh (useDashboard).
    prefetch: prefetchQueryOf(
      () => import("@/features/dashboard/api/get-dashboard"),
      (m, { url }) => m.getDashboardQueryOptions(url.searchParams.get("program") || null),
    ),
  },
  {
    ...screen("/students/enrollment"),
    load: () => import("@/features/students/components/enrollment-page"),
  },
  {
    ...screen("/students/groups"),
    load: () => import("@/features/groups/components/groups-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/groups/api/list-groups"),
      (m) => m.getGroupsQueryOptions(),
    ),
  },
  {
    ...screen("/students/groups/:id"),
    load: () => import("@/features/groups/components/group-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/groups/api/get-group"),
      (m, { params }) => m.getGroupQueryOptions(params.id ?? ""),
    ),
  },
  {
    ...screen("/students/details"),
    load: () => import("@/features/students/components/student-details-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/students/api/list-students"),
      (m) => m.getStudentPageQueryOptions(m.FIRST_STUDENT_PAGE),
    ),
  },
  {
    ...screen("/students/attendance"),
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
    ...screen("/students/create-friday-practice"),
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
    ...screen("/programs/create"),
    load: () => import("@/features/programs/components/program-form-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/programs/api/get-program"),
      (m, { url }) => m.getProgramQueryOptions(url.searchParams.get("id")),
    ),
  },
  {
    ...screen("/programs/schedules"),
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
    ...screen("/programs/details"),
    load: () => import("@/features/programs/components/program-details-page"),
    prefetch: prefetchWith(
      () => import("@/features/programs/api/list-programs"),
      (m, _at, client) => client.prefetchInfiniteQuery(m.getProgramsQueryOptions(m.FIRST_PROGRAM_TAB)),
    ),
  },
  {
    ...screen("/announcements/create"),
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
    ...screen("/announcements/view"),
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
    ...screen("/support/chat"),
    load: () => import("@/features/chat/components/support-chat-page"),
    prefetch: startLiveData,
  },
  {
    ...screen("/support/bug-reports"),
    load: () => import("@/features/bug-reports/components/bug-reports-page"),
    prefetch: prefetchWith(
      () => import("@/features/bug-reports/api/list-bug-reports"),
      (m, { url }, client) =>
        client.prefetchInfiniteQuery(m.getBugReportsQueryOptions(m.bugReportFiltersOf(url.searchParams))),
    ),
  },
  {
    ...screen("/media/master-list"),
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
    ...screen("/media/upload"),
    load: () => import("@/features/videos/components/upload-page"),
  },
  {
    ...screen("/media/edit/:id/:week"),
    load: () => import("@/features/videos/components/edit-video-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/videos/api/get-video"),
      (m, { params }) => m.getVideoQueryOptions(params.id ?? ""),
    ),
  },
  {
    ...screen("/static-content/manage"),
    load: () => import("@/features/pages/components/pages-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/pages/api/list-pages"),
      (m) => m.getPagesQueryOptions(),
    ),
  },
  {
    ...screen("/static-content/links"),
    load: () => import("@/features/links/components/links-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/links/api/list-links"),
      (m) => m.getLinksQueryOptions(),
    ),
  },
  {
    ...screen("/setting"),
    load: () => import("./settings-screen"),
    prefetch: prefetchQueryOf(
      () => import("@/features/settings/api/get-settings"),
      (m) => m.getSettingsQueryOptions(),
    ),
  },
  {
    // Admins find any conversation here, staff members' chats with students included.
    ...screen("/support/review"),
    load: () => import("@/features/chat/components/all-chats-page"),
  },
  {
    // Admins open any conversation read-only from here (the conversation's Review link).
    ...screen("/support/review/:id"),
    load: () => import("@/features/chat/components/review-page"),
  },
  {
    ...screen("/setting/audit"),
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
    ...screen("/setting/team"),
    load: () => import("@/features/team/components/team-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/team/api/list-team"),
      (m) => m.getTeamQueryOptions(),
    ),
  },
  {
    ...screen("/profile"),
    load: () => import("@/features/profile/components/profile-page"),
    prefetch: prefetchQueryOf(
      () => import("@/features/profile/api/get-profile"),
      (m) => m.getMyProfileQueryOptions(),
    ),
  },
  // The template's demo routes: a gallery of our components, guarded, out of the menu.
  ...GALLERY_PAGES.map(({ path, title }) => ({ path, handle: { title, group: G }, load: gallery })),
];

/** Guarded screens in the bare layout (no header or breadcrumbs). */
export const BARE_ROUTES: ScreenRoute[] = [
  {
    ...screen("/chat/individual"),
    load: () => import("@/features/chat/components/chat-page"),
    prefetch: startLiveData,
  },
];

export function lazyScreen(route: ScreenRoute) {
  const load = route.load ?? notYet;
  return async () => ({ Component: (await load()).default });
}

// The first screen waits this long at most for its data (a slow API shows the loading state).
const FIRST_SCREEN_WAIT_MS = 3000;
let firstScreen = true;

/** main.tsx calls this once the first screen is shown: later navigations never wait for data. */
export function firstScreenShown() {
  firstScreen = false;
}

/**
 * A route loader that starts the screen's data. The router runs loaders alongside `lazy`, so the
 * data and the code load together. On the page's first screen it also waits (up to
 * FIRST_SCREEN_WAIT_MS) for that data: index.html's static shell stays until then, and React
 * paints the screen complete, where skeletons replaced by content of another height would move
 * everything below them. Later navigations never wait: the screen shows its own loading state.
 */
export function prefetchLoader(route: Pick<ScreenRoute, "prefetch">) {
  const prefetch = route.prefetch;
  if (!prefetch) return undefined;
  return async ({ request, params }: { request: Request; params: PrefetchAt["params"] }) => {
    const started = prefetch({ url: new URL(request.url), params });
    if (firstScreen && started) {
      await Promise.race([started, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
    }
    return null;
  };
}

/** The pickers most screens need (programs, groups), asked for with the frame of every screen. */
export const prefetchLookups = prefetchQueryOf(
  () => import("@/lib/lookups"),
  (m) => m.getLookupsQueryOptions(),
);
