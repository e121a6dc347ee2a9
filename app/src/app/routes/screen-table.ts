import type { ComponentType } from "react";

/*
 * Every screen is its own chunk, loaded when first shown. main.tsx asks for the first screen's
 * chunk before anything else (beside React), and renders once it has arrived, so the static shell
 * in index.html stays until the real screen replaces it (never an empty page in between). This
 * table holds no React, so the entry can read it before React has loaded.
 */
type Loader = () => Promise<{ default: ComponentType }>;

export interface ScreenEntry {
  /** Path under /app/, without the leading slash; ":name" segments as react-router has them. */
  path: string;
  /** Needs a signed-in user; the others are for signed-out visitors. */
  signedIn: boolean;
  load: Loader;
}

const screen = (path: string, signedIn: boolean, load: Loader): ScreenEntry => ({ path, signedIn, load });

const named =
  <K extends string>(module: () => Promise<Record<K, ComponentType>>, name: K): Loader =>
  () =>
    module().then((m) => ({ default: m[name] }));

export const SCREEN_TABLE: ScreenEntry[] = [
  screen(
    "sign-in",
    false,
    named(() => import("@/features/auth/components/sign-in-page"), "SignInPage"),
  ),
  screen(
    "",
    true,
    named(() => import("@/features/home/components/home-page"), "HomePage"),
  ),
  screen(
    "announcements",
    true,
    named(() => import("@/features/announcements/components/announcements-page"), "AnnouncementsPage"),
  ),
  screen(
    "practice",
    true,
    named(() => import("@/features/practice/components/practice-page"), "PracticePage"),
  ),
  screen(
    "practice/:videoId",
    true,
    named(() => import("@/features/practice/components/video-page"), "VideoPage"),
  ),
  screen(
    "messages",
    true,
    named(() => import("@/features/messages/components/messages-page"), "MessagesPage"),
  ),
  screen(
    "messages/:chatId",
    true,
    named(() => import("@/features/messages/components/conversation-page"), "ConversationPage"),
  ),
  screen(
    "attendance",
    true,
    named(() => import("@/features/attendance/components/attendance-page"), "AttendancePage"),
  ),
  screen(
    "pages",
    true,
    named(() => import("@/features/pages/components/pages-page"), "PagesPage"),
  ),
  screen(
    "pages/:slug",
    true,
    named(() => import("@/features/pages/components/page-view"), "PageView"),
  ),
  screen(
    "report",
    true,
    named(() => import("@/features/report/components/report-page"), "ReportPage"),
  ),
  screen(
    "profile",
    true,
    named(() => import("@/features/profile/components/profile-page"), "ProfilePage"),
  ),
  screen(
    "seats",
    true,
    named(() => import("@/features/seats/components/seats-page"), "SeatsPage"),
  ),
  screen(
    "notifications",
    true,
    named(() => import("@/features/notifications/components/inbox-page"), "InboxPage"),
  ),
  screen(
    "more",
    true,
    named(() => import("@/features/more/components/more-page"), "MorePage"),
  ),
];

/** The screen `pathname` (under /app/) shows, by the same rules as the router's matching. */
export function screenOf(pathname: string): ScreenEntry | undefined {
  const parts = pathname
    .replace(/^\/app\/?/, "")
    .replace(/\/$/, "")
    .split("/")
    .filter(Boolean);
  return SCREEN_TABLE.find((s) => {
    const pattern = s.path.split("/").filter(Boolean);
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(":") || p === parts[i]);
  });
}

/** The screen to show first: the address's, or the home or sign-in when it is for the other side. */
export function firstScreen(pathname: string, signedIn: boolean): ScreenEntry | undefined {
  const landing = () => screenOf(signedIn ? "/app/" : "/app/sign-in");
  const first = screenOf(pathname) ?? landing();
  return first && first.signedIn !== signedIn ? landing() : first;
}
